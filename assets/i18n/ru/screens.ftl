# Рамка всех экранов (src/tui/chrome.rs) и выбор сценария
# (src/tui/picker.rs).

## Терминал меньше, чем нужно экранам

too-small = Окно слишком маленькое.
too-small-enlarge = Увеличьте окно хотя бы до { $width }×{ $height }.
too-small-now = Сейчас оно { $width }×{ $height }.
too-small-quit = q — выход.

## Справка

help-title = Клавиши · любая клавиша закрывает справку
help-title-scrolls = Клавиши · { $keys } — прокрутка · любая другая клавиша закрывает
help-rows = строки { $from }–{ $to } из { $all }
key-help-lines = строка вверх / вниз
key-help-pages = страница вверх / вниз
key-help-ends = в начало / в конец
key-help-close = закрыть справку (и любая другая клавиша)
key-help-quit = закрыть справку и выйти

## Выбор сценария

picker-title = Сценарии · Enter открывает
picker-broken = (не загружается: см. ошибку)
picker-source = Источник:{ " " }
picker-folder-unreadable = не удаётся прочитать папку { $folder }: { $error }
