## Редагування дерева в тьюторі.
edit-prompt-value = Нова { $inner ->
    [yes] статична оцінка (її оцінка там, де пошук зупиняє межа глибини)
   *[no] оцінка
} { $node }{ $current ->
    [yes] , вершини, де зараз пошук (↑ ↓, клацання або / вибирають іншу)
   *[no] {""}
} (7, -4.5, 10/3; (1, 2, 3) для max^n; p 1/3 для ребра жеребу):
edit-prompt-find = Вибрати вершину з ім'ям:
edit-found = вибрано { $node }: = змінює її, Insert додає під неї лист, Delete видаляє її
edit-prompt-written-order = Спадкоємців показано так: { $order }; < і > пересувають вершину в тому порядку, у якому записано дерево. Перейти до цього порядку й пересунути її? y / n
edit-prompt-path = Записати змінене дерево у файл:
edit-prompt-overwrite = { $file } уже є. Записати поверх? y / n
edit-prompt-leave = Зміни дерева не записано. Усе одно вийти? y / n (w записує)
edit-prompt-disk = { $file } змінився на диску. Прочитати його, відкинувши зміни? y / n
edit-cancelled = скасовано
edit-disk-kept = зміни збережено; r перечитує файл, відкидаючи їх
edit-done = { $what } ({ $edits } { $edits ->
    [one] зміна
    [few] зміни
   *[other] змін
}; u скасовує)
edit-done-undone = { $what } ({ $edits ->
    [one] лишилася { $edits } зміна
    [few] лишилося { $edits } зміни
   *[other] лишилося { $edits } змін
}; U повторює)
edit-done-all-undone = { $what } (скасовувати більше нічого; U повторює)
edit-what-value = { $node } = { $value }
edit-what-static = статична оцінка { $node } = { $value } (її оцінка там, де пошук у ній зупиняє межа глибини)
edit-what-probability = p({ $node }) = { $p }{ $rescaled ->
    [yes] ; імовірності сусідів перераховано, сума 1
   *[no] {""}
}
edit-what-move = { $node } пересунуто серед сусідів
edit-what-insert = під { $node } додано лист { $leaf } з оцінкою 0
edit-what-insert-two = під { $node } додано два листки з оцінкою 0, { $leaf } і { $second }; її оцінка лишилася статичною оцінкою
edit-what-delete = { $node } видалено разом із піддеревом (видалено вершин: { $removed }, лишилося: { $left })
edit-undone = зміну в { $node } скасовано
edit-redone = зміну в { $node } зроблено знову
edit-nothing-undo = скасовувати нічого
edit-nothing-redo = повторювати нічого
edit-not-here = редагувати можна лише записане дерево (сценарій, випадкове чи вбудоване дерево)
edit-select-first = спершу виберіть вершину (↑ ↓ або клацання), тоді редагуйте
edit-not-a-value = «{ $text }» не оцінка: пишіть 7, -4.5 або 10/3
edit-vector-length = потрібен вектор з { $players } оцінок, наприклад (1, 2, 3)
edit-no-chance-parent = імовірність має лише наступник вершини жеребу
edit-probability-range = імовірність більша за 0 і менша за 1 (1 в єдиного наступника)
edit-no-sibling = з цього боку сусіда немає
edit-root = корінь лишається: його не можна пересунути чи видалити
edit-inexact = оцінки перестали б бути точними: зміну відхилено
edit-too-deep = файл сценарію вміщує не більше { $most } рівнів, а нові листки опинилися б на рівні { $level }: жодна команда не прочитала б дерева, тому зміну відхилено
edit-same-file = { $file } — відкритий файл, його не перезаписують (зникли б коментарі): дайте іншу назву
edit-written = змінене дерево записано в { $file }
edit-written-test = дерево файлу курсу записано як сценарій (RON) у { $file }
edit-write-failed = не вдалося записати { $file }: { $error }
edit-practise = практика на зміненому дереві: Esc повертає до редагування
edit-practice-left = знову редагування: зміни такі самі, як були (w записує їх)
change-cut-gone = { $cut ->
    [alpha] α-відсікання
   *[beta] β-відсікання
} у { $node } більше немає
change-cut-new = тепер у { $node } { $cut ->
    [alpha] α-відсікання
   *[beta] β-відсікання
}
change-test-fires = ; перевірка в { $node } спрацьовує на кроці { $step }{ $children ->
    [0] , коли відсікати вже нічого
   *[other] , відсікаючи { $children }
}
change-test-never = ; перевірка в { $node } тепер не спрацьовує
new-tree = дерево для побудови: = задає оцінку вибраної вершини, Insert додає лист, Delete видаляє, < > зсувають, w записує
edit-evaluations = статичних оцінок { $before } → { $after }
edit-compare-side = { $algorithm }: статичних оцінок { $before } → { $after }
counts-last-edit = Остання зміна: { $figures }
counts-before-after = { $figure } { $before } → { $after }
edit-forgot = скасувати тепер можна { $edits } { $edits ->
    [one] зміну
    [few] зміни
   *[other] змін
}: старіші забуто, щоб історія скасування не перевищувала { $mb } МБ
edit-title = { $title } (змінено, з { $from })
edit-title-built = Дерево, побудоване командою gametree new { $shape }
edit-note-before = Про дерево з { $from } до змін: { $note }
edit-prompt-recover = Коли gametree завершився минулого разу, це дерево мало незаписані зміни; їх збережено в { $file }. Відновити їх? y / n (n видаляє їх)
edit-recovered = зміни, збережені під час минулого завершення gametree, відновлено (u скасовує їх, w записує)
edit-recovery-dropped = зміни, збережені під час минулого завершення gametree, видалено
edit-kept = незаписані зміни збережено в { $file }: наступний gametree open цього дерева запропонує їх
edit-not-kept = незаписані зміни зберегти не вдалося: { $error }
edit-no-state-folder = у цій системі немає теки стану для них
