## Правка дерева в тьюторе.
edit-prompt-value = Новая оценка { $node } (7, -4.5, 10/3; (1, 2, 3) для max^n; p 1/3 для ребра жребия):
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
edit-what-value = { $node } = { $value }
edit-what-probability = p({ $node }) = { $p }{ $rescaled ->
    [yes] ; вероятности соседей пересчитаны, сумма 1
   *[no] {""}
}
edit-what-move = { $node } передвинута среди соседей
edit-what-insert = под { $node } добавлен лист { $leaf } с оценкой 0
edit-what-delete = под { $node } удалено поддерево (осталось вершин: { $nodes })
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
edit-same-file = { $file } — открытый файл, он не перезаписывается (пропали бы комментарии): дайте другое имя
edit-written = изменённое дерево записано в { $file }
edit-written-test = дерево файла курса записано как сценарий (RON) в { $file }
edit-write-failed = не удалось записать { $file }: { $error }
edit-practise = практика на изменённом дереве
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
edit-title = { $title } (изменено)
