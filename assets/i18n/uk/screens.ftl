# Рамка всіх екранів (src/tui/chrome.rs) і вибір сценарію
# (src/tui/picker.rs).

## Термінал менший, ніж потрібно екранам

too-small = Вікно надто мале.
too-small-enlarge = Збільште вікно хоча б до { $width }×{ $height }.
too-small-now = Зараз воно { $width }×{ $height }.
too-small-quit = q — вихід.

## Довідка

help-title = Клавіші · будь-яка клавіша закриває довідку
help-title-scrolls = Клавіші · { $keys } — прокручування · будь-яка інша клавіша закриває
help-rows = рядки { $from }–{ $to } з { $all }
key-help-lines = рядок угору / униз
key-help-pages = сторінка вгору / вниз
key-help-ends = на початок / у кінець
key-help-close = закрити довідку (і будь-яка інша клавіша)
key-help-quit = закрити довідку й вийти

## Вибір сценарію

picker-title = Сценарії · Enter відкриває
picker-broken = (не завантажується: див. помилку)
picker-source = Джерело:{ " " }
picker-folder-unreadable = не вдається прочитати теку { $folder }: { $error }
