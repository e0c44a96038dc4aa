# Розв'язувач калаха та його бази ендшпілів у командному рядку
# (src/cli/kalah, src/cli/size.rs): пам'ять, тека кешу.

## Пам'ять, яку перевіряють, перш ніж зайняти багато

memory-within = { $bound ->
    [address-space] цей процес може зайняти ще лише { $bytes } (його межа адресного простору, ulimit -v)
    [data] цей процес може зайняти ще лише { $bytes } (його межа даних, ulimit -d)
   *[free] вільно лише { $bytes } пам'яті
}
memory-refused = { $what }: потрібно { $needs }, але { $within }: відмовлено
memory-tree-budget = --max-tree-memory { $budget } — більше, ніж може отримати цей процес: { $within }

## Бази ендшпілю в теці кешу

db-rebuilding = { $path }: { $problem }: будується заново
db-not-a-database = це не база калаха gametree
db-version = версія формату { $found }, а ця програма читає { $expected }
db-holds = у ній правила { $rules }, лунок: { $pits }, каменів: { $stones } — не те, що сказано в її назві
db-truncated = { $bytes } байтів значень, а очікувалося { $expected } (файл обрізано?)
db-checksum = значення не збігаються з контрольною сумою
db-will-not-keep = базу ендшпілю не буде збережено в { $dir }: { $why }; її будують у пам'яті для цього запуску
db-not-kept = базу ендшпілю не вдалося зберегти в { $dir }: { $why }; цей запуск бере її з пам'яті
db-build-not-kept = базу ендшпілю не можна зберегти в { $dir }: { $why }
db-not-a-folder = це не тека
db-no-room = на її диску вільно { $free }, а база займає { $needs }
db-stale = залишилася від перерваної збірки

## kalah search

kalah-search-deep = пошук на глибину { $depth } півходів
kalah-search-to-move = ходить { $side ->
    [north] Північ
   *[south] Південь
}
kalah-search-heading = ходить { $side ->
    [north] Північ
   *[south] Південь
}, { $algorithm } до глибини { $depth }
kalah-search-for = { $value } (для сторони: { $side ->
    [north] Північ
   *[south] Південь
})
kalah-search-seconds = секунд
kalah-search-per-second = вузлів за секунду
kalah-nothing-proved = поки нічого не доведено
kalah-at-least = значення ≥ { $value }
kalah-search-interrupted = перервано після { $nodes } вузлів: { $bound } для сторони { $side ->
    [north] Північ
   *[south] Південь
} (переглянуто ходів: { $done } з { $moves })

## kalah solve

kalah-solve-no-endgame = --endgame-stones: за правилами { $rules } бази ендшпілю немає (гру закінчує більшість каменів у калаху)
kalah-solve-memory = розв'язання з таблицею на 2^{ $bits } записів і його база
kalah-solve-known = Дошки, які `gametree kalah solve` розв'язує до кінця (опубліковане значення; час на 2-ядерній машині, базу вже побудовано):
kalah-solve-known-database = Перше розв'язання дошки з 6 лунками будує базу ендшпілю на всіх ядрах і зберігає її: для 6×4 — малу, за секунди (16 каменів за правилами empty-capture, 18 за правилами standard), для 6×5 — на 24 камені (близько 5 хвилин процесора); її ж для 6×4 будує `kalah db build` (тоді наступні розв'язання тривають близько секунди). Довге розв'язання зберігає свій хід щохвилини і за Ctrl-C; та сама команда, запущена знову, продовжує його.
kalah-solve-known-smaller = А також будь-яка менша дошка чи позиція (--board ... --to-move ...); правила книги — лише на малих дошках.
kalah-solve-at = ходить { $side ->
    [north] Північ
   *[south] Південь
}, позиція { $board }, правила { $rules }
kalah-solve-opening = Калах({ $pits },{ $seeds }), правила { $rules }
kalah-solve-line = { $what }: { $result }; { $opening ->
    [yes] найкращий перший хід
   *[no] найкращий хід
}: лунка { $pit }
kalah-solve-pit = лунка { $pit }
kalah-solve-searched = переглянуто позицій: { $nodes }, за { $seconds } с
kalah-draw = нічия за ідеальної гри
kalah-wins = { $side ->
    [north] Північ
   *[south] Південь
}{ $order ->
    [first] { " " }(ходить першим)
    [second] { " " }(ходить другим)
   *[none] { "" }
} виграє з перевагою { $by } за ідеальної гри
kalah-progress-guess = здогад { $value } (глибина { $depth })
kalah-progress-exact = значення = { $value }
kalah-progress-between = { $lower } ≤ значення ≤ { $upper }
kalah-progress-counts = вузлів: { $nodes }, { $seconds } с, записів у таблиці: { $entries }

# kalah db і хід розв'язувача (src/cli/kalah/db.rs, work.rs)
db-folder-help = Тека баз ендшпілю [за замовчуванням: { $default }]
db-folder-none = не знайдено: вкажіть --db-dir
db-no-cache-folder = у цій системі немає теки кешу: вкажіть --db-dir
db-no-endgame = за правилами { $rules } бази ендшпілю немає: там гру закінчує більшість каменів у калаху
db-pits-range = лунок з кожного боку: { $pits }; бази ендшпілю будуються для 1–{ $most } лунок
db-describe = база ендшпілю до { $stones } каменів для дощок правил { $rules } з { $pits } лунками з кожного боку ({ $size } на диску, позицій: { $positions })
db-building = будується { $what }, потоків: { $threads }, у теку { $dir }
db-bar-phase = база ендшпілю, каменів: { $stones }
db-list-none = баз немає
db-list-row = лунок: { $pits }, каменів: { $stones }
db-remove-which = вкажіть, які бази видалити (--rules, --pits, --endgame-stones), --resume для файлів продовження розв'язань або --all для всього
db-removed = видалено { $path } ({ $size })
db-none-matched = у { $dir } немає відповідних баз
work-expected = { $phase } (очікується близько { $time })
work-under-a-second = менше секунди
work-seconds = { $n } с
work-minutes = { $n } хв
work-hours = { $n } год

# Resume files of long solves (src/cli/kalah/solve.rs, db.rs)
kalah-solve-resume-every = хід розв'язання зберігається в { $path } ({ $size }) щохвилини і за Ctrl-C
kalah-solve-resuming = продовжуємо з { $path }: { $proved }; до цього { $nodes } вузлів за { $time }
kalah-solve-resume-proved = доведено { $lower } ≤ значення ≤ { $upper }
kalah-solve-resume-table = його таблиця (пошук до кінця ще не починався)
kalah-solve-resume-saved = хід розв'язання збережено в { $path } ({ $size }): запустіть ту саму команду знову, щоб продовжити (`gametree kalah db remove --resume` видаляє його)
kalah-solve-resume-not-saved = хід розв'язання не можна зберегти в { $dir }: { $why }
kalah-solve-resume-refused = { $path } не можна продовжити: { $why }. Запустіть команду, яка його зберегла, або видаліть його: gametree kalah db remove --resume
resume-not-a-file = це не файл продовження gametree
resume-other-board = він для правил { $rules } у позиції { $board }
resume-other-setup = його зберегло розв'язання { $stones ->
    [0] без бази
   *[other] з базою на { $stones } каменів
} і таблицею з 2^{ $bits } записів{ $flags ->
    [yes] { " " }(--endgame-stones { $stones } --table-bits { $bits })
   *[no] , якої не дають жодні параметри цієї програми (пошкоджений?)
}
resume-truncated = { $bytes } байтів, очікувалося { $expected } (обрізаний?)
resume-checksum = його заголовок і таблиця не збігаються з контрольною сумою (файл пошкоджено?)
resume-bounds = у ньому межі, яких не може довести жоден розв’язок цієї дошки ({ $lower } ≤ значення ≤ { $upper }, наступна здогадка { $guess }, на дошці { $stones } каменів)
resume-stale = залишений розв'язанням, зупиненим під час збереження
db-list-resume = файли продовження розв'язань:
db-list-resume-row = { $what }, { $stones ->
    [0] без бази
   *[other] база на { $stones } каменів
}: { $proved }, { $nodes } вузлів за { $time }; { $size }, збережено { $age } тому
db-list-resume-broken = не читається: { $why }

# Що зберігає зупинене розв'язання або побудова (src/cli/kalah/solve.rs, db.rs)
kalah-solve-stopped = { $signal ->
    [hup] зупинено сигналом SIGHUP (термінал закрито або з'єднання обірвалося)
    [term] зупинено сигналом SIGTERM
   *[int] перервано
} після { $nodes } вузлів: { $lower } ≤ значення ≤ { $upper } (доведено наразі)
kalah-solve-split-not-saved = хід розв'язання не зберігається, коли кожен хід розв'язується на { $threads } потоках: нічого не збережено (--threads 1 зберігає його)
kalah-solve-no-folder = хід розв'язання не зберігається без теки для нього (вкажіть --db-dir): нічого не збережено
kalah-solve-resume-no-room = на її диску вільно { $free }, а файл продовження займає { $needs }
kalah-solve-resume-untried = до зупинки збереження не було
kalah-solve-resume-kept-older = хід розв'язання не вдалося зберегти в { $path }: { $why }; там лежить раніше збереження ({ $nodes } вузлів, { $age } тому), з якого та сама команда продовжить
kalah-solve-resume-lost = хід розв'язання не вдалося зберегти в { $path }: { $why }; нічого не збережено: та сама команда почне спочатку
kept-not-a-file = його ім'я зайняте: це { $kind ->
    [pipe] іменований канал
    [device] пристрій
   *[socket] сокет
}, а не звичайний файл (його не відкривають, щоб він не змусив gametree чекати)
db-stopped = { $signal ->
    [hup] побудову бази ендшпілю зупинено сигналом SIGHUP (термінал закрито або з'єднання обірвалося)
    [term] побудову бази ендшпілю зупинено сигналом SIGTERM
   *[int] побудову бази ендшпілю перервано
}
db-stopped-kept = { $stopped }: готові рівні збережено; та сама команда продовжить з { $percent } % ({ $path }: усі позиції, де не більше { $stones } каменів)
db-stopped-not-kept = { $stopped }: готові рівні (не більше { $stones } каменів) не вдалося зберегти в { $dir }: { $why }; та сама команда продовжить з { $percent } %
db-stopped-none = { $stopped }: жоден рівень не закінчено; та сама команда продовжить з { $percent } %
db-starts-from = починаємо з бази на { $stones } каменів із { $dir } ({ $percent } % позицій)
kalah-solve-beyond = { $stones } каменів у { $cells } лунках — більше, ніж розв'язувач може тут розв'язати за правилами { $rules }: він розв'язує не більше { $limit } (найбільша розв'язана дошка, 6×5 зі взяттям при порожній лунці, забрала в класичного розв'язувача 33 хвилини й базу на кілька ГБ; кожен наступний камінь множить роботу)
kalah-solve-beyond-but = { $why }. За іншими правилами він її розв'язує: { $rules }
kalah-solve-rules = --rules { $rules }
kalah-solve-rules-timed = --rules { $rules } (близько { $time } з побудованою базою)
kalah-solve-or = { $a } або { $b }
work-count = { $unit ->
    [thousand] { $n } тис.
    [million] { $n } млн
    [billion] { $n } млрд
   *[units] { $n }
}
work-nodes = { $done } вузлів, { $rate } вузлів/с, { $elapsed }
work-steps = { $done } кроків, { $elapsed }
work-positions = { $done } з { $total } позицій, { $rate } позицій/с, { $left }
work-measuring = вимірюємо швидкість
work-left = залишилося { $time }
work-about = близько { $n } { $unit ->
    [minutes] хв
    [hours] год
   *[seconds] с
}
work-build-time = { $what }: { $time } на { $threads } потоках за швидкості цієї машини ({ $rate } позицій/с на перших рівнях)
kalah-solve-larger-database = наступні розв'язання цієї дошки займуть близько секунди, коли є { $what } (вона будується один раз, за кілька хвилин): gametree kalah db build --rules { $rules } --pits { $pits } --endgame-stones { $stones }
