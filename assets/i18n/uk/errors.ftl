# Помилки: те, від чого відмовляється рушій, з його даними (яка вершина,
# які рядок і стовпець, яка межа), словами src/words/errors.rs. Текст
# помилок RON і ОС, для яких немає свого повідомлення, наведено в лапках
# після українського вступу.

## Імена, що не збігаються з жодним відомим

unknown-algorithm = невідомий алгоритм «{ $name }» (очікувався minimax, alphabeta, expectimax, negamax або id)
unknown-order = невідоме впорядкування «{ $name }» (очікувалося none, static, best, worst, proof або shuffle:ЗЕРНО)
unknown-side = невідома сторона «{ $name }» (очікувалася south або north)
unknown-rules = невідомі правила «{ $name }» (очікувалися book, standard або empty-capture)
unknown-evaluation = невідома оцінка «{ $name }» (очікувалася store, side або linear:ФАЙЛ)
unknown-game = невідома гра «{ $name }» (очікувалася { $games })
game-size-not-offered = «{ $name }»: цю гру gametree знає, але не такого розміру; за назвою вона відома лише таких розмірів (більші дошки завеликі для доведення): { $sizes }

## Пошук, якому не підходять налаштування

refusal-players = у цьому дереві { $count } { $count ->
    [one] гравець
    [few] гравці
   *[many] гравців
} ({ $players }): використайте --algo maxn
refusal-negamax-with-chance = негамакс — для двох гравців, а в цьому дереві є вершини жеребкування (використайте expectimax або minimax)
refusal-no-static-value = вершину «{ $node }» на глибині { $depth } довелося б оцінити статично, але в неї немає оцінки: задайте їй `value: <число>` у сценарії або змініть --depth{ $deepening ->
    [yes] { " " }(послідовне поглиблення оцінює кожен рівень вище граничного)
   *[no] {""}
}
refusal-no-evaluation = стан `{ $state }` на глибині { $depth } довелося б оцінити, але у файлі він не має оцінки: додайте до `evaluation` файлу рядок `{ $state } <число>` або змініть --depth (її рахують у раундах)
refusal-too-big = { $algorithm } побудував би до { $nodes } вершин на цій глибині: забагато, щоб іти покроково
maxn-missing-vector = вершину «{ $node }» на глибині { $depth } довелося б оцінити, але в неї немає оцінки для кожного гравця: задайте їй `value: (1, 2, 6)`, по числу на гравця, або змініть --depth

## Дошки, ходи й оцінки калаха

board-pits = { $pits } { $pits ->
    [one] лунка
    [few] лунки
   *[many] лунок
} на бік: очікувалося від 1 до { $most }
board-stones = { $stones } { $stones ->
    [one] камінь
    [few] камені
   *[many] каменів
} у лунці: очікувалося від 1 до { $most }
board-cells = на дошці 2P+2 чисел (P лунок на бік і два калахи), а отримано { $cells }
board-too-many-stones = { $total } { $total ->
    [one] камінь
    [few] камені
   *[many] каменів
} на дошці: підтримується не більше { $most }
board-not-a-count = дошка: «{ $text }» — не число каменів (від 0 до { $most })
board-in = дошка «{ $board }»: { $error }
pit-game-over = гру закінчено: розкладати нічого
eval-unreadable = { $file }: { $error }
eval-not-a-file = { $file }: це не звичайний файл (ваги читаються лише зі звичайного файлу)
eval-too-big = { $file }: понад { $most }, а файл ваг може займати не більше { $most }
eval-not-a-list = { $file }: { $line }:{ $column }: RON повідомляє: «{ $error }»
eval-weights = { $file }: очікувалося 2P+2 ваг (не більше { $most }), кожна від -{ $largest } до { $largest } (стільки коштує виграна гра)
eval-weight-count = { $file }: { $weights } { $weights ->
    [one] вага
    [few] ваги
   *[many] ваг
} для дошки з { $pits } { $pits ->
    [one] лунки
   *[other] лунок
} на бік (очікувалося { $expected })

## Помилки файлової системи, за видами

os-not-found = немає такого файлу чи теки
os-permission-denied = немає доступу
os-is-a-directory = це тека, а не файл
os-not-text = це не текст в UTF-8
os-not-a-directory = частина шляху — не тека
os-read-only = диск лише для читання
os-disk-full = диск заповнений
os-other = система повідомляє: «{ $error }»
not-a-regular-file = { $file } — { $kind ->
    [pipe] іменований канал
    [device] пристрій
    [socket] сокет
   *[other] щось інше
}, а не звичайний файл: gametree читає лише звичайні файли, які не змусять його чекати
file-unreadable = { $file }: { $error }
file-too-big = { $file }: понад { $most }, а { $what ->
    [config] файл налаштувань
    [lesson] файл уроку
   *[scenario] файл сценарію
} може займати не більше { $most }
ron-nested = { $what ->
    [config] глибина вкладеності файлу більша за { $most }, межу для файлу налаштувань
    [lesson] глибина вкладеності файлу більша за { $most }, межу для файлу лекції
   *[scenario] глибина вкладеності дерева більша за { $most }, межу для файлу сценарію: глибше дерево запишіть як файл курсу .test (глибина до { $deepest })
}

## Позиції хрестиків-нуликів

tictactoe-shape = «{ $text }» — не { $size } { $size ->
    [one] рядок
    [few] рядки
   *[many] рядків
} по { $size } { $size ->
    [one] клітинці
    [few] клітинки
   *[many] клітинок
}
tictactoe-mark = «{ $mark }» у «{ $text }» — не X, не O і не .
tictactoe-marks = «{ $text }»: X ходить першим, тому в X стільки ж знаків, скільки в O, або на один більше

## Файли сценаріїв: де, потім що

scenario-invalid = { $file }:{ $line }:{ $column }: { $problem }
scenario-not-utf8 = звідси файл — не текст в UTF-8: збережіть його в UTF-8
scenario-duplicate-key = поле `{ $field }` задано двічі { $owner ->
    [scenario] в сценарії
   *[node] в цій вершині
}: задайте його один раз
scenario-not-found = немає ні вбудованого сценарію, ні файлу «{ $name }» (вбудовані: { $bundled }; ігри за назвою: { $games }; random:SPEC, наприклад random:b3d3; дерево, записане просто в рядку, наприклад '[[3,12],[2,4]]')
scenario-vector-length = у цього листа { $found } { $found ->
    [one] оцінка
    [few] оцінки
   *[many] оцінок
}, а в інших { $expected }: дайте кожному листу по оцінці на гравця
scenario-mixed-leaves = листя з оцінкою для кожного гравця (max^n) змішано з простими числами: використайте щось одне
scenario-unknown-field = невідоме поле `{ $field }` { $owner ->
    [scenario] у сценарії
   *[node] у вершині
}, очікувалося одне з: { $expected }
scenario-players-count = `players` називає { $named } { $named ->
    [one] гравця
   *[other] гравців
}, а в листя по { $values } { $values ->
    [one] оцінці
    [few] оцінки
   *[many] оцінок
}
scenario-unknown-player = невідомий гравець `{ $name }`, очікувався `Max`, `Min` або `Chance`
scenario-not-a-number = статична оцінка має бути числом, а не NaN
number-too-large = `{ $text }` завелике: оцінка — число від -2147483647 до 2147483647 або inf (-inf) для ±∞
number-too-fine = `{ $text }` не можна зберігати точно: оцінка — дріб, чисельник і знаменник якого не більші за 2147483647 (0.000001 можна, 1e-12 ні)
number-not-a-number = `{ $text }` не число: пишіть 7, -4.5, 1e3 або inf
scenario-bad-depth = `depth` дорівнює { $found }, а очікувалося ціле число півходів, наприклад 3 (межа глибини, для якої написано приклад)
scenario-chance-over-vectors = вершина жеребкування (`player: Chance`) над листками з оцінкою для кожного гравця: у max^n немає жеребкування, тож дайте вершині гравця (або не пишіть `player`) чи запишіть у листках по одному числу для expectimax
refusal-no-mean = { $expectimax ->
        [yes] expectimax вважає вершини МІНа вершинами жеребкування, а в «{ $node }»
       *[no] у вершині жеребкування «{ $node }»
    } середнє не має значення: один спадкоємець коштує +∞, а інший -∞
refusal-sum-unshown = { $expectimax ->
        [yes] expectimax вважає вершини МІНа вершинами жеребкування, а в «{ $node }»
       *[no] у вершині жеребкування «{ $node }»
    } зважена сума дорівнює { $sum }, і точно її не зберігає жодна оцінка (чисельники й знаменники до 2147483647): візьміть менше знаків після коми або простіші ймовірності
scenario-empty-node = у вершини немає ні оцінки, ні спадкоємців: очікувалося `value: <число>` для листа або `children: [...]`
scenario-empty-named-node = у вершини «{ $node }» немає ні оцінки, ні спадкоємців: очікувалося `value: <число>` для листа або `children: [...]`
scenario-probability-outside-chance = ймовірності `p: ...` бувають лише у спадкоємців вершини жеребкування (`player: Chance`)
scenario-some-probabilities = дайте ймовірність `p: ...` кожному спадкоємцеві вершини жеребкування або жодному (тоді всі рівноймовірні)
scenario-probability-sum = ймовірності спадкоємців вершини жеребкування дають у сумі { $sum }, а мають 1
scenario-probability-range = ймовірність має лежати в (0, 1], а знайдено { $value }
scenario-not-a-probability = `{ $text }` — не ймовірність; очікувалося, наприклад, "1/3" або 0.5
scenario-empty-name = ім'я вершини не має бути порожнім
scenario-duplicate-name = ім'я вершини «{ $name }» повторюється: у кожної вершини має бути своє ім'я
scenario-empty-children = порожній список спадкоємців: у вершини має бути хоча б один (для листа пишіть `value: <число>`)
scenario-short-vector = в оцінці для кожного гравця потрібно не менше двох чисел
scenario-unprintable = { $field ->
    [name] ім'я вершини
    [move] мітка ходу
    [title] заголовок
   *[player] ім'я гравця
} містить { $character } — символ, який термінал виконує як команду або який непомітно переставляє текст: в іменах, мітках ходів і заголовках не буває керівних символів (і переведення рядка), знаків зміни напрямку письма та U+FFFE або U+FFFF

## Помилки RON, за видами ($found — власний опис RON, наприклад the string "two")

scenario-wrong-type = Очікувалося { $expected }, а знайдено «{ $found }»
scenario-expected-scenario = сценарій `Scenario(title: ..., tree: ...)`
scenario-expected-player = гравець: `Max`, `Min` або `Chance`
scenario-expected-node = вершина: число (статична оцінка листа), `(1, 2, 6)` (оцінка для кожного гравця) або `(name: ..., children: [...])`
scenario-expected-children = список спадкоємців `[...]`
scenario-expected-probability = ймовірність: число на зразок 0.5 або дріб на зразок "1/3"
scenario-expected-number = число або по числу на гравця, наприклад `(1, 2, 6)`
scenario-expected-text = текст або тексти за мовами на зразок `{ "{" }"en": "...", "uk": "..."{ "}" }`
scenario-expected-other = «{ $text }»
scenario-missing-field = Бракує поля `{ $field }`
scenario-missing-field-in = Бракує поля `{ $field }` у `{ $outer }`
scenario-duplicate-field = Поле `{ $field }` повторюється
scenario-duplicate-field-in = Поле `{ $field }` повторюється в `{ $outer }`
scenario-expected-comma = Очікувалася кома
scenario-expected-opening = Очікувалася відкривна `{ $bracket }`
scenario-expected-closing = Очікувалася закривна `{ $bracket }`
scenario-expected-struct = Очікувалася відкривна `(` структури `{ $name }`
scenario-expected-colon = Очікувалася двокрапка
scenario-struct-name = Очікувалася структура `{ $expected }`, а знайдено `{ $found }`
scenario-expected-string = Очікувався рядок
scenario-unclosed-string = Рядок не закрито
scenario-integer-out-of-bounds = Ціле число поза допустимими межами
scenario-expected-identifier = Очікувався ідентифікатор
scenario-unexpected-char = Неочікуваний символ { $char }
scenario-end = Неочікуваний кінець RON
scenario-trailing = Після кінця лишилися символи
scenario-ron = RON повідомляє: «{ $error }»

## Файли курсу (CS188)

scenario-expected-key-value = очікувалося `ключ: "значення"`
scenario-unclosed = багаторядкове значення, відкрите """, не закрито
scenario-expected-quoted = очікувалося значення в подвійних лапках
scenario-missing-key = немає ключа `{ $key }`
scenario-not-a-whole-number = `{ $key }` має бути цілим числом, а знайдено "{ $found }"
scenario-unknown-agent = невідомий агент `{ $agent }`, очікувався MinimaxAgent, AlphaBetaAgent або ExpectimaxAgent
scenario-expected-successor = очікувалося `state action next_state`, а знайдено "{ $found }"
scenario-expected-evaluation = очікувалося `state number`, а знайдено "{ $found }"
scenario-cycle = спадкоємці утворюють цикл через стан `{ $state }`
scenario-too-many-nodes = у дереві понад мільйон вершин
scenario-duplicate-course-key = ключ `{ $key }` задано двічі (уперше в рядку { $first }): задайте його один раз
scenario-no-agents = `num_agents` має бути не менше 1: Пакмен — агент 0
scenario-too-deep = спадкоємці сягають глибше за { $most } (стан `{ $state }` нижче): програма шукає на глибину не більше { $most }

## Випадкові навчальні дерева (random:СПЕЦ) і дерева в командному рядку

random-invalid = { $spec }: { $why }
random-unreadable = не вдається прочитати `{ $part }`: опис — це форма на зразок b3d4 (розгалуження 3, глибина 4; діапазони на зразок b2-4d3-5), далі параметри v-9..9, ties, chance, cuts2, deep, seed7, кожен після `:`
random-no-shape = форму не задано: опис — це форма на зразок b3d4 (розгалуження 3, глибина 4; діапазони на зразок b2-4d3-5), далі параметри v-9..9, ties, chance, cuts2, deep, seed7, кожен після `:`
random-range = `{ $part }` поза межами: розгалуження від 1 до 9, глибина від 1 до 8, менше значення першим
random-too-big = листків у дереві могло б бути до { $leaves }, а в навчальному дереві їх не більше 2000
random-clash = `{ $first }` і `{ $second }` несумісні: вершина жеребкування передає вниз повне вікно, тож нижче від неї нічого не відсікається
random-too-shallow = глибокому відсіканню потрібна глибина 4 або більше (його межа приходить з рівня на три вище)
random-not-found = перевірено зерен: { $tries }, починаючи з { $seed }; жодне не дає дерева із заданим: попросіть менше або іншу форму
inline-invalid = `{ $text }`, стовпець { $column }: очікувалося { $expected }; дерево пишуть так: [[3,12,8],[2,4,6]], список — внутрішня вершина, число — лист
inline-at-most-levels = не більше { $most } рівнів (глибше дерево записують у файл курсу .test)
inline-unkept = `{ $text }`, стовпець { $column }: { $why }
inline-comma-or-close = `,` або `]`
inline-number-or-open = число або `[`
inline-end = кінець дерева
scenario-folder = { $file } — це тека, а не сценарій: укажіть файл .ron або .test у ній

connect4-shape = «{ $text }»: рядки різної довжини
connect4-size = «{ $text }» — дошка { $columns }×{ $rows }: «Чотири в ряд» грають на дошках від 4 до 10 стовпців і від 4 до 10 рядків
connect4-mark = «{ $mark }» у «{ $text }» — не X, не O і не .
connect4-floating = «{ $text }»: у стовпці { $column } фішка висить у повітрі; фішки падають у нижню вільну клітинку
connect4-marks = «{ $text }»: X ходить першим, тому в X стільки ж фішок, скільки в O, або на одну більше
connect4-both-won = «{ $text }»: чотири в лінію і в X, і в O, а гра закінчується на першій четвірці
connect4-played-on = «{ $text }»: фішку кинули після того, як гру було виграно
