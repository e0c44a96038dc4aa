# Розв'язувач калаха та його бази ендшпілів у командному рядку
# (src/cli/kalah, src/cli/size.rs): пам'ять, тека кешу.

## Пам'ять, яку перевіряють, перш ніж зайняти багато

memory-within = { $bound ->
    [address-space] цей процес може зайняти ще лише { $bytes } (його межа адресного простору, ulimit -v)
    [data] цей процес може зайняти ще лише { $bytes } (його межа даних, ulimit -d)
   *[free] вільно лише { $bytes } пам'яті
}
memory-refused = { $what }: потрібно { $needs }, але { $within }: відмовлено
memory-tree-budget = --max-tree-memory { $budget } — більше, ніж може отримати цей процес: { $within }

## Бази ендшпілю в теці кешу

db-rebuilding = { $path }: { $problem }: будується заново
db-not-a-database = це не база калаха gametree
db-version = версія формату { $found }, а ця програма читає { $expected }
db-holds = у ній правила { $rules }, лунок: { $pits }, каменів: { $stones } — не те, що сказано в її назві
db-truncated = { $bytes } байтів значень, а очікувалося { $expected } (файл обрізано?)
db-checksum = значення не збігаються з контрольною сумою
db-will-not-keep = базу ендшпілю не буде збережено в { $dir }: { $why }; її будують у пам'яті для цього запуску
db-not-kept = базу ендшпілю не вдалося зберегти в { $dir }: { $why }; цей запуск бере її з пам'яті
db-build-not-kept = базу ендшпілю не можна зберегти в { $dir }: { $why }
db-not-a-folder = це не тека
db-no-room = на її диску вільно { $free }, а база займає { $needs }
db-stale = залишилася від перерваної збірки
