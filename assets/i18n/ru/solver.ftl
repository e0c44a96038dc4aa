# Решатель калаха и его базы эндшпилей в командной строке
# (src/cli/kalah, src/cli/size.rs): память, папка кэша.

## Память, проверяемая до того, как занять много

memory-within = { $bound ->
    [address-space] этот процесс может занять ещё только { $bytes } (его предел адресного пространства, ulimit -v)
    [data] этот процесс может занять ещё только { $bytes } (его предел данных, ulimit -d)
   *[free] свободно только { $bytes } памяти
}
memory-refused = { $what }: нужно { $needs }, но { $within }: отказано
memory-tree-budget = --max-tree-memory { $budget } — больше, чем может получить этот процесс: { $within }
