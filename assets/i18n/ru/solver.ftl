# Решатель калаха и его базы эндшпилей в командной строке
# (src/cli/kalah, src/cli/size.rs): память, папка кэша.

## Память, проверяемая до того, как занять много

memory-within = { $bound ->
    [address-space] этот процесс может занять ещё только { $bytes } (его предел адресного пространства, ulimit -v)
    [data] этот процесс может занять ещё только { $bytes } (его предел данных, ulimit -d)
   *[free] свободно только { $bytes } памяти
}
memory-refused = { $what }: нужно { $needs }, но { $within }: отказано
memory-tree-budget = --max-tree-memory { $budget } — больше, чем может получить этот процесс: { $within }

## Базы эндшпиля в папке кэша

db-rebuilding = { $path }: { $problem }: строится заново
db-not-a-database = это не база калаха gametree
db-version = версия формата { $found }, а эта программа читает { $expected }
db-holds = в ней правила { $rules }, лунок: { $pits }, камней: { $stones } — не то, что сказано в её имени
db-truncated = { $bytes } байт значений, а ожидалось { $expected } (файл обрезан?)
db-checksum = значения не сходятся с контрольной суммой
db-will-not-keep = база эндшпиля не будет сохранена в { $dir }: { $why }; она строится в памяти для этого запуска
db-not-kept = базу эндшпиля не удалось сохранить в { $dir }: { $why }; этот запуск берёт её из памяти
db-build-not-kept = базу эндшпиля нельзя сохранить в { $dir }: { $why }
db-not-a-folder = это не папка
db-no-room = на её диске свободно { $free }, а база занимает { $needs }
db-stale = осталась от прерванной сборки

## kalah search

kalah-search-deep = поиск на глубину { $depth } полуходов
kalah-search-to-move = ходит { $side ->
    [north] Север
   *[south] Юг
}
kalah-search-heading = ходит { $side ->
    [north] Север
   *[south] Юг
}, { $algorithm } до глубины { $depth }
kalah-search-for = { $value } (для стороны: { $side ->
    [north] Север
   *[south] Юг
})
kalah-search-seconds = секунд
kalah-search-per-second = узлов в секунду
kalah-nothing-proved = пока ничего не доказано
kalah-at-least = значение ≥ { $value }
kalah-search-interrupted = прервано после { $nodes } узлов: { $bound } для стороны { $side ->
    [north] Север
   *[south] Юг
} (просмотрено ходов: { $done } из { $moves })

## kalah solve

kalah-solve-no-endgame = --endgame-stones: по правилам { $rules } базы эндшпиля нет (игру заканчивает большинство камней в калахе)
kalah-solve-memory = решение с таблицей на 2^{ $bits } записей и его база
kalah-solve-known = Доски, которые `gametree kalah solve` решает до конца (опубликованное значение; время на 2-ядерной машине, база уже построена):
kalah-solve-known-database = Первое решение доски с 6 лунками строит базу эндшпиля на всех ядрах и сохраняет её: для 6×4 — малую, за секунды (16 камней по правилам empty-capture, 18 по правилам standard), для 6×5 — на 24 камня (около 5 минут процессора); её же для 6×4 строит `kalah db build` (тогда следующие решения занимают около секунды). Долгое решение сохраняет свой ход каждую минуту и по Ctrl-C; та же команда, запущенная снова, продолжает его.
kalah-solve-known-smaller = А также любая доска поменьше или позиция (--board ... --to-move ...); правила книги — только на малых досках.
kalah-solve-at = ходит { $side ->
    [north] Север
   *[south] Юг
}, позиция { $board }, правила { $rules }
kalah-solve-opening = Калах({ $pits },{ $seeds }), правила { $rules }
kalah-solve-line = { $what }: { $result }; { $opening ->
    [yes] лучший первый ход
   *[no] лучший ход
}: лунка { $pit }
kalah-solve-pit = лунка { $pit }
kalah-solve-searched = просмотрено позиций: { $nodes }, за { $seconds } с
kalah-draw = ничья при идеальной игре
kalah-wins = { $side ->
    [north] Север
   *[south] Юг
}{ $order ->
    [first] { " " }(ходит первым)
    [second] { " " }(ходит вторым)
   *[none] { "" }
} выигрывает с перевесом { $by } при идеальной игре
kalah-progress-guess = догадка { $value } (глубина { $depth })
kalah-progress-exact = значение = { $value }
kalah-progress-between = { $lower } ≤ значение ≤ { $upper }
kalah-progress-counts = узлов: { $nodes }, { $seconds } с, записей в таблице: { $entries }

# kalah db и ход решателя (src/cli/kalah/db.rs, work.rs)
db-folder-help = Папка баз эндшпиля [по умолчанию: { $default }]
db-folder-none = не найдена: укажите --db-dir
db-no-cache-folder = в этой системе нет папки кэша: укажите --db-dir
db-no-endgame = при правилах { $rules } базы эндшпиля нет: там игру заканчивает большинство камней в калахе
db-pits-range = лунок с каждой стороны: { $pits }; базы эндшпиля строятся для 1–{ $most } лунок
db-describe = база эндшпиля до { $stones } камней для досок правил { $rules } с { $pits } лунками с каждой стороны ({ $size } на диске, позиций: { $positions })
db-building = строится { $what }, потоков: { $threads }, в папку { $dir }
db-bar-phase = база эндшпиля, камней: { $stones }
db-list-none = баз нет
db-list-row = лунок: { $pits }, камней: { $stones }
db-remove-which = укажите, какие базы удалить (--rules, --pits, --endgame-stones), --resume для файлов продолжения решений или --all для всего
db-removed = удалена { $path } ({ $size })
db-none-matched = в { $dir } нет подходящих баз
work-expected = { $phase } (ожидается около { $time })
work-under-a-second = меньше секунды
work-seconds = { $n } с
work-minutes = { $n } мин
work-hours = { $n } ч

# Resume files of long solves (src/cli/kalah/solve.rs, db.rs)
kalah-solve-resume-every = ход решения сохраняется в { $path } ({ $size }) каждую минуту и по Ctrl-C
kalah-solve-resuming = продолжаем с { $path }: { $proved }; до этого { $nodes } узлов за { $time }
kalah-solve-resume-proved = доказано { $lower } ≤ значение ≤ { $upper }
kalah-solve-resume-table = его таблица (поиск до конца ещё не начинался)
kalah-solve-resume-saved = ход решения сохранён в { $path } ({ $size }): запустите ту же команду снова, чтобы продолжить (`gametree kalah db remove --resume` удаляет его)
kalah-solve-resume-not-saved = ход решения нельзя сохранить в { $dir }: { $why }
kalah-solve-resume-refused = { $path } нельзя продолжить: { $why }. Запустите команду, которая его сохранила, или удалите его: gametree kalah db remove --resume
resume-not-a-file = это не файл продолжения gametree
resume-other-board = он для правил { $rules } в позиции { $board }
resume-other-setup = его сохранило решение { $stones ->
    [0] без базы
   *[other] с базой на { $stones } камней
} и таблицей из 2^{ $bits } записей{ $flags ->
    [yes] { " " }(--endgame-stones { $stones } --table-bits { $bits })
   *[no] , какой не дают никакие параметры этой программы (повреждён?)
}
resume-truncated = { $bytes } байт, ожидалось { $expected } (обрезан?)
resume-checksum = его заголовок и таблица не сходятся с контрольной суммой (файл повреждён?)
resume-bounds = в нём границы, которые не может доказать ни одно решение этой доски ({ $lower } ≤ значение ≤ { $upper }, следующая догадка { $guess }, на доске { $stones } камней)
resume-stale = оставлен решением, остановленным во время сохранения
db-list-resume = файлы продолжения решений:
db-list-resume-row = { $what }, { $stones ->
    [0] без базы
   *[other] база на { $stones } камней
}: { $proved }, { $nodes } узлов за { $time }; { $size }, сохранён { $age } назад
db-list-resume-broken = не читается: { $why }

# Что сохраняет остановленное решение или построение (src/cli/kalah/solve.rs, db.rs)
kalah-solve-stopped = { $signal ->
    [hup] остановлено сигналом SIGHUP (терминал закрыт или соединение оборвалось)
    [term] остановлено сигналом SIGTERM
   *[int] прервано
} после { $nodes } узлов: { $lower } ≤ значение ≤ { $upper } (доказано на сейчас)
kalah-solve-split-not-saved = ход решения не сохраняется, когда каждый ход решается на { $threads } потоках: ничего не сохранено (--threads 1 сохраняет его)
kalah-solve-no-folder = ход решения не сохраняется без папки для него (укажите --db-dir): ничего не сохранено
kalah-solve-resume-no-room = на её диске свободно { $free }, а файл продолжения занимает { $needs }
kalah-solve-resume-untried = до остановки сохранения не было
kalah-solve-resume-kept-older = ход решения не удалось сохранить в { $path }: { $why }; там лежит более раннее сохранение ({ $nodes } узлов, { $age } назад), с которого та же команда продолжит
kalah-solve-resume-lost = ход решения не удалось сохранить в { $path }: { $why }; ничего не сохранено: та же команда начнёт сначала
kept-not-a-file = его имя занято: это { $kind ->
    [pipe] именованный канал
    [device] устройство
   *[socket] сокет
}, а не обычный файл (его не открывают, чтобы он не заставил gametree ждать)
db-stopped = { $signal ->
    [hup] построение базы эндшпиля остановлено сигналом SIGHUP (терминал закрыт или соединение оборвалось)
    [term] построение базы эндшпиля остановлено сигналом SIGTERM
   *[int] построение базы эндшпиля прервано
}
db-stopped-kept = { $stopped }: готовые уровни сохранены; та же команда продолжит с { $percent } % ({ $path }: все позиции, где не больше { $stones } камней)
db-stopped-not-kept = { $stopped }: готовые уровни (не больше { $stones } камней) не удалось сохранить в { $dir }: { $why }; та же команда продолжит с { $percent } %
db-stopped-none = { $stopped }: ни один уровень не закончен; та же команда продолжит с { $percent } %
db-starts-from = начинаем с базы на { $stones } камней из { $dir } ({ $percent } % позиций)
kalah-solve-beyond = { $stones } камней в { $cells } лунках — больше, чем решатель может здесь решить по правилам { $rules }: он решает не больше { $limit } (самая большая решённая доска, 6×5 со взятием при пустой лунке, заняла у классического решателя 33 минуты и базу в несколько ГБ; каждый следующий камень умножает работу)
kalah-solve-beyond-but = { $why }. По другим правилам он её решает: { $rules }
kalah-solve-rules = --rules { $rules }
kalah-solve-rules-timed = --rules { $rules } (около { $time } с построенной базой)
kalah-solve-or = { $a } или { $b }
work-count = { $unit ->
    [thousand] { $n } тыс.
    [million] { $n } млн
    [billion] { $n } млрд
   *[units] { $n }
}
work-nodes = { $done } узлов, { $rate } узлов/с, { $elapsed }
work-steps = { $done } шагов, { $elapsed }
work-positions = { $done } из { $total } позиций, { $rate } позиций/с, { $left }
work-measuring = измеряем скорость
work-left = осталось { $time }
work-about = около { $n } { $unit ->
    [minutes] мин
    [hours] ч
   *[seconds] с
}
work-build-time = { $what }: { $time } на { $threads } потоках при скорости этой машины ({ $rate } позиций/с на первых уровнях)
kalah-solve-larger-database = следующие решения этой доски займут около секунды, когда есть { $what } (она строится один раз, за несколько минут): gametree kalah db build --rules { $rules } --pits { $pits } --endgame-stones { $stones }
