# Файли, які пишуть команди (export -o, random -o, practice --json):
# відмова писати поверх вхідного файлу і поверх файлу, записаного не
# gametree; запис практики в іншому місці, якщо його місце недоступне
# (issue 20).

output-is-input = { $file } — файл, що читається: gametree не пише поверх свого входу (вкажіть інший файл або --force)
output-not-ours = { $file } уже є, і записав його не gametree, тому його залишено як є (вкажіть інший файл або --force, щоб замінити його)
practice-record-elsewhere = запис не вдалося зберегти в { $file } ({ $error }): він у { $fallback }
practice-record-nowhere = запис не вдалося зберегти ні в { $file } ({ $error }), ні в { $fallback } ({ $why }): ось він, на стандартному виводі
