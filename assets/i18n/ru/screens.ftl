# Рамка всех экранов (src/tui/chrome.rs) и выбор сценария
# (src/tui/picker.rs).

## Терминал меньше, чем нужно экранам

too-small = Окно слишком маленькое.
too-small-enlarge = Увеличьте окно хотя бы до { $width }×{ $height }.
too-small-now = Сейчас оно { $width }×{ $height }.
too-small-quit = q — выход.

## Справка

help-title = Клавиши · любая клавиша закрывает справку

## Выбор сценария

picker-title = Сценарии · Enter открывает
picker-broken = (не загружается: см. ошибку)
picker-source = Источник:{ " " }
picker-folder-unreadable = не удаётся прочитать папку { $folder }: { $error }
