# Живі позиції у списку (src/tui/picker.rs, src/session/preview.rs).

picker-live-heading = Живі позиції
picker-live-under = пошук під час відкриття
picker-cannot-open-live = жива позиція відкривається зі списку командного рядка (gametree)
position-fact-source = Джерело
position-fact-evaluation = Оцінка
position-source-kalah = Розділ 14 про калах
position-source-slides = Слайди Бондарева, лекція 6 «Поиск решений в игровых программах», приклад мінімаксу (розкриття A–E)
position-fact-rules = Правила
position-fact-search = Пошук
position-fact-depth = Глибина
position-depth-plies = { $depth ->
    [one] { $depth } півхід
    [few] { $depth } півходи
   *[other] { $depth } півходів
}
position-depth-none = немає: до кінця гри
position-rules-kalah = { $rules ->
    [book] за книгою (розділ 14 про калах)
    [standard] стандартні
   *[other] із захопленням з порожньої лунки
}
position-rules-nim = останній програє (підручник, розділ 3, §3.1)
position-note-kalah-book = Початкова позиція за правилами розділу про калах (естафетний посів, захоплення 2 або 3 каменів), з пошуком такої глибини, що відкривається швидше за секунду: порівняйте її відсічення з двома іншими правилами.
position-note-kalah-standard = Та сама початкова позиція за звичайними правилами калаху (останній камінь у свій калах дає ще хід): інше дерево на тій самій дошці.
position-note-kalah-empty-capture = Та сама початкова позиція за правилами опублікованих розв'язків калаху: захоплення з порожньої лунки забирає й останній камінь.
position-note-kalah-midgame = Вісім півходів партії за правилами книги, пошук на шість півходів уперед, як на рисунках розділу про калах: калахи близькі, а ходи дуже різняться.
position-note-tictactoe-slides = Позиція зі слайдів Бондарева (лекція 6), з їхньою зваженою оцінкою, на глибину 2: оптимальний хід — b2 (тут вершина D; на слайдах ця позиція — C), оцінка 0, як у lecture-tictactoe; дошку поточної або вибраної вершини намальовано поруч із деревом.
position-note-nim = Нім із 7 монетами, альфа-бета до кінця гри: оцінка -1 каже те саме, що доведення І/АБО для nim-7, — виграє МІНУС.
position-source-connect4 = немає в текстах: «Чотири в ряд» зі зваженою оцінкою зі слайдів Бондарева (лекція 6) за всіма четвірками клітинок у лінію
position-note-connect4-threats = Хід X на дошці 7×6, пошук на чотири півходи вперед зі зваженою оцінкою: b1 або e1 дають три в ряд, відкриті з обох кінців; O може закрити лише один кінець, тому обидва ходи варті +∞ — виграш, якого сама оцінка не бачить.
key-practise-entry = відкрити в режимі практики (gametree practice)
bar-practise = практика

## Хто ходить першим: --to-move (src/cli/position.rs)

position-kalah-to-move = kalah: --to-move south або north (plus і minus — гравці німу)
position-nim-to-move = { $name }: --to-move plus або minus (ПЛЮС і МІНУС, як гравців називає підручник, розділ 3)

## Заголовки живих позицій ($title: гра та її правила чи оцінка)

position-title-kalah-opening = Калах, початок партії, { $rules ->
    [book] правила книги
    [standard] стандартні правила
   *[other] правила empty-capture
}
position-title-kalah-midgame = Калах, середина партії, правила книги, хід Півдня
position-title-tictactoe-slides = Хрестики-нулики: позиція зі слайдів, хід X
position-title-nim = { $title }: пошук до кінця
position-title-connect4-threats = Чотири в ряд: дві загрози одразу, хід X
key-picker-ends = перший / останній пункт
key-picker-pages = сторінка вгору / вниз
