## Правка дерева в тьюторе.
edit-prompt-value = Новая { $inner ->
    [yes] статическая оценка (её оценка там, где поиск останавливает предел глубины)
   *[no] оценка
} { $node }{ $current ->
    [yes] , вершины, где сейчас поиск (↑ ↓, щелчок или / выбирают другую)
   *[no] {""}
} (7, -4.5, 10/3; (1, 2, 3) для max^n; p 1/3 для ребра жребия):
edit-prompt-find = Выбрать вершину с именем:
edit-found = выбрана { $node }: = правит её, Insert добавляет под неё лист, Delete удаляет её
edit-prompt-written-order = Преемники показаны так: { $order }; < и > сдвигают вершину в том порядке, в каком записано дерево. Перейти к этому порядку и сдвинуть её? y / n
edit-prompt-path = Записать изменённое дерево в файл:
edit-prompt-overwrite = { $file } уже есть. Записать поверх? y / n
edit-prompt-leave = Правки дерева не записаны. Всё равно выйти? y / n (w записывает)
edit-prompt-disk = { $file } изменился на диске. Прочитать его, отбросив правки? y / n
edit-cancelled = отменено
edit-disk-kept = правки сохранены; r перечитывает файл, отбрасывая их
edit-done = { $what } ({ $edits } { $edits ->
    [one] правка
    [few] правки
   *[other] правок
}; u отменяет)
edit-done-undone = { $what } ({ $edits ->
    [one] осталась { $edits } правка
    [few] осталось { $edits } правки
   *[other] осталось { $edits } правок
}; U повторяет)
edit-done-all-undone = { $what } (отменять больше нечего; U повторяет)
edit-what-value = { $node } = { $value }
edit-what-static = статическая оценка { $node } = { $value } (её оценка там, где поиск в ней останавливает предел глубины)
edit-what-probability = p({ $node }) = { $p }{ $rescaled ->
    [yes] ; вероятности соседей пересчитаны, сумма 1
   *[no] {""}
}
edit-what-move = { $node } передвинута среди соседей
edit-what-insert = под { $node } добавлен лист { $leaf } с оценкой 0
edit-what-insert-two = под { $node } добавлены два листа с оценкой 0, { $leaf } и { $second }; её оценка осталась статической оценкой
edit-what-delete = { $node } удалена вместе с поддеревом (удалено вершин: { $removed }, осталось: { $left })
edit-undone = правка в { $node } отменена
edit-redone = правка в { $node } сделана снова
edit-nothing-undo = отменять нечего
edit-nothing-redo = повторять нечего
edit-not-here = править можно только записанное дерево (сценарий, случайное или встроенное дерево)
edit-select-first = сначала выберите вершину (↑ ↓ или щелчок), затем правьте
edit-not-a-value = «{ $text }» не оценка: пишите 7, -4.5 или 10/3
edit-vector-length = нужен вектор из { $players } оценок, например (1, 2, 3)
edit-no-chance-parent = вероятность есть только у преемника вершины жребия
edit-probability-range = вероятность больше 0 и меньше 1 (1 у единственного преемника)
edit-no-sibling = с этой стороны соседа нет
edit-root = корень остаётся: его нельзя передвинуть или удалить
edit-inexact = оценки перестали бы быть точными: правка отклонена
edit-too-deep = файл сценария вмещает не больше { $most } уровней, а новые листья оказались бы на уровне { $level }: ни одна команда не прочла бы дерево, поэтому правка отклонена
edit-same-file = { $file } — открытый файл, он не перезаписывается (пропали бы комментарии): дайте другое имя
edit-written = изменённое дерево записано в { $file }
edit-written-test = дерево файла курса записано как сценарий (RON) в { $file }
edit-write-failed = не удалось записать { $file }: { $error }
edit-practise = практика на изменённом дереве: Esc возвращает к правке
edit-practice-left = снова правка: правки такие же, как были (w записывает их)
change-cut-gone = { $cut ->
    [alpha] α-отсечения
   *[beta] β-отсечения
} в { $node } больше нет
change-cut-new = теперь в { $node } { $cut ->
    [alpha] α-отсечение
   *[beta] β-отсечение
}
change-test-fires = ; проверка в { $node } срабатывает на шаге { $step }{ $children ->
    [0] , когда отсекать уже нечего
   *[other] , отсекая { $children }
}
change-test-never = ; проверка в { $node } теперь не срабатывает
new-tree = дерево для построения: = задаёт оценку выбранной вершины, Insert добавляет лист, Delete удаляет, < > сдвигают, w записывает
edit-evaluations = статических оценок { $before } → { $after }
edit-compare-side = { $algorithm }: статических оценок { $before } → { $after }
counts-last-edit = Последняя правка: { $figures }
counts-before-after = { $figure } { $before } → { $after }
edit-forgot = отменить теперь можно { $edits } { $edits ->
    [one] правку
    [few] правки
   *[other] правок
}: более старые забыты, чтобы история отмены не превышала { $mb } МБ
edit-title = { $title } (изменено, из { $from })
edit-title-built = Дерево, построенное командой gametree new { $shape }
edit-note-before = О дереве из { $from } до правок: { $note }
edit-prompt-recover = Когда gametree завершился в прошлый раз, у этого дерева были незаписанные правки; они сохранены в { $file }. Восстановить их? y / n (n удаляет их)
edit-recovered = правки, сохранённые при прошлом завершении gametree, восстановлены (u отменяет их, w записывает)
edit-recovery-dropped = правки, сохранённые при прошлом завершении gametree, удалены
edit-kept = незаписанные правки сохранены в { $file }: следующий gametree open этого дерева предложит их
edit-not-kept = незаписанные правки сохранить не удалось: { $error }
edit-no-state-folder = в этой системе нет папки состояния для них
