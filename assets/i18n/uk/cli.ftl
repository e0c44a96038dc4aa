# Текстовий вивід командного рядка (src/cli): list, check, stats, trace,
# prove, kalah move і match, та його відмови. У виводі JSON слів немає.

## gametree без команди поза терміналом і gametree list

cli-usage =
    Запустіть `gametree open ІМ'Я` у терміналі, щоб пройти пошук покроково,
    або тут `gametree stats ІМ'Я` чи `gametree trace ІМ'Я`; `gametree --help` — докладніше.
list-broken = (не завантажується: { $error })
list-games-by-name = (ігри за іменем: { $games })
check-ok = усе гаразд

## Відмови командного рядка

maxn-needs-a-scenario = max^n потрібен сценарій з кількома гравцями, а в іграх їх два
open-one-algorithm = цій команді потрібен один алгоритм; `gametree open --algo all` (або v на екрані пошуку) показує мінімакс і альфа-бета поруч
needs-a-terminal = `gametree { $command }` потрібен термінал; { $command ->
        [practice] `gametree export --blank` малює дерево для аркуша із завданням
        [new] `gametree random` записує дерево у файл
        [prove] `gametree prove --trace` виводить доведення текстом
       *[other] `gametree trace` виводить кроки текстом
    }
terminal-failed = термінал: «{ $error }»
terminal-dumb = цей термінал (TERM=dumb) не вміє малювати екран; `gametree trace` і `gametree stats` виводять текстом
size-unreadable = «{ $text }» — не розмір: пишіть 1GiB, 512MiB, 800MB або число байтів
duration-unreadable = «{ $text }» — не час від 1s до 24h: пишіть 30m, 90s, 2h або число хвилин
live-too-big = { $name }, { $algorithm }: знадобилося б понад { $most } кроків, більше, ніж тут шукають: задайте --depth { $depth } або менше (найбільша глибина в цих межах)
live-too-big-at-all = { $name }, { $algorithm }: навіть на глибині 1 знадобилося б понад { $most } кроків, більше, ніж тут шукають
live-sizing = оцінка розміру: { $name }, { $algorithm }
live-sizing-depth = до глибини { $depth }
live-sizing-all = без обмеження глибини
output-failed = не вдається записати вивід: «{ $error }»

## Заголовки stats (заголовок trace — line-heading у search.ftl)

cli-strict-rule = { " " }(строге правило)
cli-static-order = , фіксоване впорядкування ходів
stats-heading = { $name }: { $algorithm }{ $rule }{ $order }
stats-maxn-heading = { $name }: max^n, гравці { $players }

## Рядки stats (значення вирівняно за найдовшою назвою)

stats-value = оцінка
stats-best-move = найкращий хід
stats-pv = основний варіант
stats-line-of-play = лінія гри
stats-nodes-generated = побудовано вершин
stats-evaluations = статичних оцінок
stats-alpha-cutoffs = α-відсікань
stats-beta-cutoffs = β-відсікань
stats-unexamined = не розглянуто вершин
stats-without-ordering = без впорядкування
stats-unordered = побудовано { $nodes } { $nodes ->
    [one] вершину
    [few] вершини
   *[many] вершин
}, зроблено { $evaluations } { $evaluations ->
    [one] статичну оцінку
    [few] статичні оцінки
   *[many] статичних оцінок
} (впорядкування заощаджує { $saved }; його власні оцінки не рахуються)
stats-iteration = ітерація до глибини { $depth }: { $nodes } { $nodes ->
    [one] вершина
    [few] вершини
   *[many] вершин
}, { $evaluations } { $evaluations ->
    [one] оцінка
    [few] оцінки
   *[many] оцінок
}, { $cutoffs } { $cutoffs ->
    [one] відсікання
    [few] відсікання
   *[many] відсікань
}
stats-pv-not-quickest = основний варіант — перша лінія пошуку з найкращою оцінкою, а не { $wins ->
    [yes] найшвидший виграш
   *[no] найдовший програш
}, який грає комп'ютер
stats-without-reordering = без перевпорядкування альфа-бета до глибини { $depth } робить { $evaluations } { $evaluations ->
    [one] оцінку
    [few] оцінки
   *[many] оцінок
}; остання ітерація зробила { $last }

## prove

prove-heading = { $game }: { $problem } (чи може { $who } домогтися виграшу): { $provable ->
    [yes] розв'язна
   *[no] нерозв'язна
}
prove-terminal-nodes = термінальних вершин
prove-settled-at-once = розв'язано одразу
prove-method = метод
prove-on-bitboards = бітові дошки: четвірку, яку можна поставити або доведеться допустити за один хід, видно без пошуку, першими пробуються ходи з найбільшою кількістю загроз, дошка та її дзеркальне відображення розв'язуються один раз; покрокове доведення з текстів програма показує на { $boards }
prove-strategy-too-long = стратегія: { $who } відповідає в { $answers } { $answers ->
    [one] позиції
   *[other] позиціях
}, забагато, щоб перелічити
prove-not-stepped = доведення { $game } завелике, щоб пройти його покроково: програма показує покроково доведення з текстів для «Чотирьох у ряд» на { $boards }; `gametree prove { $game }` доводить його на бітових дошках
prove-table = таблиця транспозицій
prove-table-on = є, { $hits } { $hits ->
    [one] позицію розв'язано
    [few] позиції розв'язано
   *[many] позицій розв'язано
} раніше
prove-table-off = немає
prove-strategy = стратегія (відповідь гравця { $who } у кожній позиції, яка може йому трапитися):

## kalah move

kalah-move-over = хід { $nth } (лунка { $pit }): у позиції { $board } гру закінчено; допустимих ходів немає
kalah-move-illegal = хід { $nth } (лунка { $pit }) недопустимий: { $why }; ходить { $side }, у позиції { $board } допустимі { $legal }

## kalah match

match-heading = Калах({ $pits },{ $stones }), { $rules ->
    [book] правила книги
    [standard] стандартні правила
   *[other] правила { $rules }
}, { $games } { $games ->
    [one] партія
    [few] партії
   *[many] партій
} ({ $choice })
match-progress-games = партій
match-first-best = перший найкращий хід
match-random = випадково серед рівноцінних ходів, початкове число { $seed }
match-columns = гравець  глиб.  оцінка      порядок   пер.  нічиї  пораз.  камені ± партія
match-first-won = Сторона, що ходила першою, виграла { $won } з { $games } { $games ->
    [one] партії
   *[other] партій
}.
output-write-failed = не вдається записати { $file }: { $error }
export-unknown-format = невідомий формат «{ $format }» (очікується svg, tikz, dot, txt або ron)
export-unknown-node-names = невідоме значення --node-names «{ $names }» (очікується all, inner або none)
export-ron-needs-a-tree = { $name } — гра, дерево якої будується під час пошуку: файлу сценарію для неї немає (ron пише сценарій, random:SPEC або дерево, записане в рядку)
export-too-big = у дереві понад { $most } вершин: забагато, щоб намалювати; задайте межу глибини (--depth)
export-caption = { $heading } · крок { $step } з { $last }
random-written = { $file }: { $spec }
live-position-name = { $game } { $board }
live-position-title = { $game } · { $about }
position-needs-a-game = --board, --to-move, --rules і --eval задають живу позицію: укажіть одну з ігор { $games } замість «{ $name }»
position-no-board = у гри { $game } немає позиції за --board: її позиція — її ім'я, наприклад { $named }
position-needs-a-board = для kalah потрібна позиція: --board з 2P+2 числами в порядку розкладання каменів, наприклад --board 4,4,4,4,0,4,4,4,4,0 --to-move south
position-tictactoe-eval = невідома оцінка «{ $eval }» для хрестиків-нуликів (очікується open-lines або weighted)
position-tictactoe-board-and-eval = tictactoe приймає лише --board і --eval (чий хід, випливає з кількості хрестиків і нуликів на дошці)
position-connect4-size = «{ $size }» — не розмір дошки: стовпці x рядки, кожне від 4 до 10 (наприклад, 7x6)
position-connect4-only-board = connect4 приймає лише --board (його оцінка — зважені лінії)
lesson-unknown-algo = невідомий алгоритм «{ $algo }» (очікується minimax, alphabeta, expectimax, negamax, id або maxn)
lesson-item-wrong = пункт { $item }: { $error }
lesson-item = { $title } · { $item } з { $items }
lesson-item-note = { $title } · { $item } з { $items }: { $note }
lesson-no-more = в уроці { $items ->
    [one] { $items } пункт
    [few] { $items } пункти
   *[other] { $items } пунктів
}: ] — наступний, [ — попередній
lesson-version = { $file }: файл уроку версії { $found }; ця версія програми читає версію { $supported }
lesson-empty = { $file }: в уроці немає пунктів
lesson-nothing = { $file }: пункт { $item } нічого не показує (сценарію потрібне name:, позиції калаху — board:)
lesson-starts = { $file }: у пункті { $item } вказано більше одного з step:, at: і end: (де він відкривається): залиште одне (як командний рядок приймає одне з --step, --at і --end)
