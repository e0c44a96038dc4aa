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
