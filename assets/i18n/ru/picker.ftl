# Живые позиции в списке (src/tui/picker.rs, src/session/preview.rs).

picker-live-heading = Живые позиции
picker-live-under = поиск при открытии
picker-cannot-open-live = живая позиция открывается из списка командной строки (gametree)
position-fact-source = Источник
position-fact-evaluation = Оценка
position-source-kalah = Глава 14 о калахе
position-source-slides = Слайды Бондарева, лекция 6 «Поиск решений в игровых программах», пример минимакса (раскрытия A–E)
position-fact-rules = Правила
position-fact-search = Поиск
position-fact-depth = Глубина
position-depth-plies = { $depth ->
    [one] { $depth } полуход
    [few] { $depth } полухода
   *[other] { $depth } полуходов
}
position-depth-none = нет: до конца игры
position-rules-kalah = { $rules ->
    [book] по книге (глава 14 о калахе)
    [standard] стандартные
   *[other] с захватом из пустой лунки
}
position-rules-nim = последний проигрывает (учебник, глава 3, §3.1)
position-note-kalah-book = Начальная позиция по правилам главы о калахе (эстафетный посев, захват 2 или 3 камней), с поиском такой глубины, что открывается быстрее секунды: сравните её отсечения с двумя другими правилами.
position-note-kalah-standard = Та же начальная позиция по обычным правилам калаха (последний камень в свой калах даёт ещё ход): другое дерево на той же доске.
position-note-kalah-empty-capture = Та же начальная позиция по правилам опубликованных решений калаха: захват из пустой лунки забирает и последний камень.
position-note-kalah-midgame = Восемь полуходов партии по правилам книги, поиск на шесть полуходов вперёд, как на рисунках главы о калахе: калахи близки, а ходы сильно различаются.
position-note-tictactoe-slides = Позиция со слайдов Бондарева (лекция 6), с их взвешенной оценкой, на глубину 2: оптимальный ход — b2 (здесь вершина D; на слайдах эта позиция — C), оценка 0, как в lecture-tictactoe; доска текущей или выбранной вершины нарисована рядом с деревом.
position-note-nim = Ним с 7 монетами, альфа-бета до конца игры: оценка -1 говорит то же, что доказательство И/ИЛИ для nim-7, — выигрывает МИНУС.
position-source-connect4 = нет в текстах: «Четыре в ряд» со взвешенной оценкой со слайдов Бондарева (лекция 6) по всем четвёркам клеток в линию
position-note-connect4-threats = Ход X на доске 7×6, поиск на четыре полухода вперёд со взвешенной оценкой: b1 или e1 дают три в ряд, открытые с обоих концов; O может закрыть только один конец, поэтому оба хода стоят +∞ — выигрыш, которого одна оценка не видит.
key-practise-entry = открыть в режиме практики (gametree practice)
bar-practise = практика

## Кто ходит первым: --to-move (src/cli/position.rs)

position-kalah-to-move = kalah: --to-move south или north (plus и minus — игроки нима)
position-nim-to-move = { $name }: --to-move plus или minus (ПЛЮС и МИНУС, как игроков называет учебник, глава 3)

## Заголовки живых позиций ($title: игра и её правила или оценка)

position-title-kalah-opening = Калах, начало партии, { $rules ->
    [book] правила книги
    [standard] стандартные правила
   *[other] правила empty-capture
}
position-title-kalah-midgame = Калах, середина партии, правила книги, ход Юга
position-title-tictactoe-slides = Крестики-нолики: позиция со слайдов, ход X
position-title-nim = { $title }: поиск до конца
position-title-connect4-threats = Четыре в ряд: две угрозы сразу, ход X
key-picker-ends = первый / последний пункт
key-picker-pages = страница вверх / вниз
