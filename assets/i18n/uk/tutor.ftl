# Панелі тьютора: заголовки, слова навколо речення кроку, лічильники.

algorithm = { $algorithm ->
    [minimax] мінімакс
    [alphabeta] альфа-бета
    [expectimax] expectimax
    [negamax] негамакс
   *[id] послідовне поглиблення
}
algorithm-short = { $algorithm ->
    [minimax] мінімакс
    [alphabeta] α-β
    [expectimax] expectimax
    [negamax] негамакс
   *[id] поглибл.
}

## Заголовок панелі кроку.
heading = { $algorithm }{ $rule }{ $depth }{ $view } · { $name }
heading-rule = { $strict ->
    [yes] { $ordered ->
        [yes] { " " }(строге правило, { $order })
       *[no] { " " }(строге правило)
    }
   *[no] { $ordered ->
        [yes] { " " }({ $order })
       *[no] {""}
    }
}
heading-depth = { " " }· глибина { $depth }
heading-depth-rounds = { " " }· глибина { $depth } ({ $plies } { $plies ->
    [one] півхід
    [few] півходи
   *[other] півходів
})
heading-view = { " " }· вигляд негамаксу
heading-quiescence = { " " }· заспокоєння
step-title = { " " }Крок { $step } з { $len } · { $heading }{ $playing }{ " " }
step-title-playing = { " " }· показ, { $ms } мс на крок

## Панель дерева.
tree-title = Дерево
tree-title-negamax = Дерево · вигляд негамаксу
tree-title-follow = Дерево · f — знову стежити за пошуком
pane-keys = { $title } · ↑↓ Enter
position-title = Позиція
node-panel-title = Вершина { $node }
node-panel-estimate = E({ $node }) = { $value }: її статична оцінка, яку пошук бере в { $node }, коли його там зупиняє межа глибини; це не її мінімаксна оцінка.

## Панель кроку навколо речення.
before-search = До початку пошуку: → робить крок, починаючи з { $root }. ? — усі клавіші.
window-at = Вікно в { $node }:{ " " }
path-label = Шлях:{ " " }
path-over = (пошук закінчено)
path-not-started = (пошук ще не почався)
path-root-done = (корінь оцінено: пошук закінчується)
path-iteration-over = (ітерацію до глибини { $depth } закінчено)
path-iteration-starts = (ітерація до глибини { $depth } починається з кореня)

## Лічильники.
counts-title = Лічильники
counts-counting = Лічильники · { $other }: підрахунок…
counts-so-far = досі
counts-in-all = усього
counts-unordered = без впоряд.
counts-ordered = з впоряд.
count-generated = побудовано
count-evaluations = стат. оцінок
count-alpha-cutoffs = α-відсікань
count-beta-cutoffs = β-відсікань
saving = стат. оцінок: { $this } { $evaluations } · { $against } { $other }

## Панель псевдокоду.
code-title = Псевдокод · { $algorithm } (слайди Бондарева)
code-title-negamax = Псевдокод · { $algorithm } у формі негамаксу (підручник, розділ 6.3)

## Панель рішення альфа-бета.
decision-title = { " " }Рішення в { $node } { $symbol }: { $value }{ $window }{ " " }
decision-title-none = { " " }Рішення · жодна вершина не розглядається{ " " }
decision-value = v = { $value }
decision-no-value = оцінки ще немає
decision-window = , α = { $alpha }, β = { $beta }
decision-window-moved = , α = { $alpha }, β = { $beta }, тож { $bound ->
    [alpha] α
   *[beta] β
} = { $now }
decision-go-on = далі
decision-alpha-gets = α = v
decision-beta-gets = β = v
decision-cut = ✂ { $cut ->
    [beta] β-відсікання
   *[alpha] α-відсікання
}
decision-cutoff = ✂ відсікання

## Відмови та зауваження.
negamax-view-needs-two-players = вигляд негамаксу — для двох гравців, а в цьому дереві є вершини жеребкування
compare-two-player-only = порівняння поруч — лише для пошуку двох гравців
compare-not-with-chance = порівняння мінімаксу й альфа-бета процедури поруч — лише для дерев без вершин жеребкування: тут значення — зважені суми expectimax
not-found-next-evaluation = після цього кроку статичних оцінок немає
not-found-prev-evaluation = до цього кроку статичних оцінок немає
not-found-next-cutoff = після цього кроку відсікань немає
not-found-prev-cutoff = до цього кроку відсікань немає
select-first = спершу виберіть вершину: ↑ ↓ або мишею
never-reaches = пошук не доходить до { $node }
line-not-reached = пошук більше не доходить до цього рядка

## Порівняння.
compare-side-title = { " " }{ $algorithm } · крок { $step } з { $len }{ " " }
compare-before = До початку пошуку.

## max^n.
maxn-heading = max^n, гравці { $players } · { $name }
maxn-before = До початку пошуку: → робить крок, починаючи з { $root }. Кожен із гравців { $players } максимізує свою оцінку.
maxn-so-far = { " " }{ $vector } досі
maxn-counts = Лічильники (max^n нічого не відсікає)
maxn-code-title = Псевдокод · max^n (слайди Бондарева)

## Доведення на І/АБО-дереві.
proof-heading = доведення { $problem }{ $table } · { $name }
proof-heading-table = { " " }з таблицею
proof-tree-title = І/АБО-дерево
proof-before = До початку доведення: → робить крок. ? — усі клавіші.
proof-problem-label = { $problem }:{ " " }
proof-problem = чи може { $us } домогтися виграшу? ∨ АБО: ходить { $us }; ∧ І: ходить { $them }.{ $table }
proof-problem-table = { " " }Повторна позиція дістає попередню позначку.
proof-strategy-label = Стратегія гравця { $who }:{ " " }
proof-strategy-step = у { $position } { $answer }
proof-over-no-strategy = (доведення закінчено: стратегії немає)
proof-not-started = (доведення ще не почалося)
proof-sentence = { $sentence }.
proof-counts-title = { $problem }: { $provable ->
    [yes] розв'язна
   *[no] нерозв'язна
}
proof-count-or = АБО-вершин
proof-count-and = І-вершин
proof-count-terminal = термінал.
proof-count-table-hits = з таблиці
proof-code-title = Псевдокод · доведення на І/АБО-дереві (підручник, розд. 3, §3.1)
maxn-needs-players = max^n потрібне дерево з `players: [...]` і оцінкою кожного гравця в кожному листі
maxn-no-settings = у max^n немає налаштувань
proof-no-settings = у доведення немає налаштувань

## Легенди в довідці.
legend-search =
    ▲ МАКС ▼ МІН ◆ жереб  ≥ 3 / ≤ 3 попередня  Σ 4 зважена сума  [α,β] вікно
    ✂ α / ✂ β, ┄ і (6): відсічено   ━ ★ основний варіант
    ═ від відсікання до вершини, що задала його межу   +3: згорнута, 3 спадк.
    ↯ активна: заспокоєння шукає нижче   глибина 2 ┈: гранична глибина
    інверсія, ◀: вершина поточної події.   v=3: попередня, ще не межа
    ⋯ ще 4: 4 вершини там поза екраном   Δ3: щойно змінено правкою
    E=7 після імені: статична оцінка вершини, не мінімаксна
    { $cut_names ->
        [slides] Відсікання названо як у псевдокоді слайдів: відсікання в МАКС
    (v ≥ β) — α-відсікання, у МІН (v ≤ α) — β-відсікання, за вершиною, де воно
    (МАКС тримає α). Розділ 3 підручника називає відсікання за межею, якої
    досягла оцінка, — навпаки (--cut-names chapters).
       *[chapters] Відсікання названо як у розділі 3 підручника: відсікання в МАКС
    (v ≥ β) — β-відсікання, у МІН (v ≤ α) — α-відсікання, за межею, якої
    досягла оцінка. Псевдокод слайдів називає відсікання за вершиною, де
    воно (МАКС тримає α), — навпаки (--cut-names slides).
    }
    Негамакс відсікає лише при v ≥ β; назва відсікання — як у мінімаксі.
legend-maxn =
    A B C: хто ходить   (1, 2, 6): оцінки для A, B і C
    кожен гравець бере спадкоємця з найбільшою своєю компонентою
    (1, 2, 6)…: попередній вектор  ━ ★ лінія гри  інверсія, ◀: поточна
    ⋯ ще 4: 4 вершини там поза екраном
legend-proof =
    ∨ АБО-вершина: ходить той, хто доводить; досить розв'язного спадкоємця
    ∧ І-вершина: ходить супротивник; розв'язні мають бути всі  □ термінальна
    ✓ розв'язна  ✗ нерозв'язна  ★ розв'язувальне піддерево (стратегія)
    інверсія, ◀: вершина поточної події  +3: згорнута, 3 спадкоємці побудовано
    ⋯ ще 4: 4 вершини там поза екраном
switch-when-recorded = запис іншого алгоритму ще триває: перемикання — коли він закінчиться
node-with-probability = { $node } (p = { $p })
proof-about-title = { $problem } на { $name }: чи може гравець домогтися виграшу?
proof-about-source = підручник, розділ 3, §3.1: І/АБО-дерево гри і solved(X)
proof-about-note = АБО-вершина (ходить той, хто доводить) розв'язна, якщо розв'язний один зі спадкоємців; І-вершина (ходить супротивник) — якщо розв'язні всі. Знайдене розв'язувальне піддерево — це стратегія: один хід у кожній АБО-вершині і відповідь на кожен хід супротивника.
about-title = Про сценарій
about-source = Джерело:{ " " }
about-none = (джерело не вказано)
canvas-depth-limit = глибина { $depth } ┈
canvas-estimate = E={ $value }
canvas-more-left = ⋯ ще { $count }
canvas-more-right = ще { $count } ⋯
canvas-levels-above = ⋯ ще { $count } { $count ->
    [one] рівень
    [few] рівні
   *[many] рівнів
} вище
canvas-levels-below = ⋯ ще { $count } { $count ->
    [one] рівень
    [few] рівні
   *[many] рівнів
} нижче
# What a node an edit changed had, where it now has no value: "Δ was 5".
changed-was = було { $value }
compare-no-lab = лабораторія порядків (O t b) працює в одиночному вигляді: v повертає до нього, на тому самому кроці
outline-more-above = ⋯ ще { $count } вище
outline-more-below = ⋯ ще { $count } нижче

## Практика.
practice-unknown-ask = `{ $ask }` — не вид питання: values (оцінки), cuts (відсікання), windows (вікна), best (найкращий хід), solved (розв'язність), pruned (відсічене листя), edges (відсічені ребра)
practice-unreadable = `{ $text }` — не відповідь на це питання ({ $ask ->
    [values] оцінка
    [cuts] відсікання
    [windows] вікно
    [solved] розв'язність
   *[best] найкращий хід
}): уведіть { $ask ->
    [values] оцінку, наприклад 5, -4.5, 10/3, inf, або межу, наприклад >=5 чи <=4
    [cuts] a для α-відсікання, b для β-відсікання, none, якщо відсікання немає
    [windows] вікно двома значеннями, наприклад -inf,4
    [solved] y (так), якщо задача розв'язна, n (ні), якщо нерозв'язна
   *[best] хід
}
practice-no-cut = відсікання немає
practice-alpha-cut = α-відсікання
practice-beta-cut = β-відсікання
practice-ask-value = Яку оцінку повертає { $node }? (число або >=n / <=n для межі)
practice-ask-cut = Вершина { $node } отримала оцінку спадкоємця: чи відсікає тут її перевірка? (a: α-відсікання, b: β-відсікання, none)
practice-ask-window = З яким вікном (α, β) розглядається { $node }? (два значення: -inf,4)
practice-ask-best = Пошук закінчено: який хід він вибирає в { $node }?
practice-title = { $exam ->
    [yes] Іспит
   *[no] Практика
} · питання { $at } з { $total }
practice-score-part = { $ask ->
    [values] оцінки
    [cuts] відсікання
    [windows] вікна
    [pruned] відсічене листя
    [edges] відсічені ребра
    [solved] розв'язність
   *[best] хід
}: { $right }/{ $asked }
practice-right = Правильно.
practice-mistake = ✗ крок { $step }, { $node }: ваша відповідь { $given }; відповідь пошуку — { $expected }.
practice-wrong = Не зовсім: відповідь пошуку — { $expected }. Крок вище пояснює чому; ← — до попереднього питання.
practice-wrong-exact = Не зовсім: пошук довів, що оцінка рівно { $value }. Крок вище пояснює чому; ← — до попереднього питання.
practice-wrong-bound = Не зовсім: пошук довів лише { $bound } ({ $nodes } { $several ->
    [yes] так і не розглядалися
   *[no] так і не розглядалася
}). Крок вище пояснює чому; ← — до попереднього питання.
practice-and = { $rest } і { $last }
practice-enter-next = Enter — наступне питання.
practice-done = Готово. Ваш результат: { $score }.
practice-done-hint = Esc — вихід; дерево і кроки вище показують увесь пошук.
practice-not-on-run = { $asks }: { $run ->
    [maxn] у max^n
    [proof] у доведенні на І/АБО-дереві
   *[search] у цьому пошуку
} про це не питають; запитати можна { $fits }
practice-ask-vector = Який вектор повертає { $node }? (по оцінці на гравця: (1,2,6), 1,2,6 або [1, 2, 6])
practice-ask-solved = Задача { $problem } розв'язна чи нерозв'язна? (y або так: розв'язна, n або ні: нерозв'язна)
practice-solved = розв'язна
practice-unsolvable = нерозв'язна
practice-unreadable-vector = `{ $text }` — не вектор: уведіть по оцінці на гравця, наприклад (1,2,6), 1,2,6 або [1, 2, 6]
practice-proof-near-root = Доведення довге: питання лише про АБО- та І-вершини до глибини { $depth } ({ $asked } з { $all }).
practice-no-questions = у цьому пошуку немає питань цих видів
start-past-end = кроку { $step } немає: останній крок — { $last } (0 — до першого)
start-never-reached = пошук не доходить до { $node }, і жодне відсікання її не відкидає
start-left-out = вершина { $node } не розглядається: її відкидає відсікання на кроці { $step }
start-no-node = вершини { $node } немає; найближчі імена: { $near }
reload-no-file = це дерево прочитано не з файлу: перечитувати нічого
reload-done = файл { $file } перечитано
rerecord-progress = запис: { $algorithm }, крок { $done } з приблизно { $expected } · Esc — скасувати
rerecord-progress-over = запис: { $algorithm }, крок { $done }, більше за оцінку { $expected } · Esc — скасувати
rerecord-cancelled = запис скасовано: показаний прогін лишився як був
rerecord-busy = триває запис прогону: дочекайтеся його або скасуйте клавішею Esc
rerecord-gone = запис перервався без результату: показаний прогін лишився як був
