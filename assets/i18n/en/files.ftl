# The files the commands write (export -o, random -o, practice --json):
# refused over the input and over a file gametree did not write; the
# practice record kept elsewhere when its own place fails.

output-is-input = { $file } is the file read: gametree does not write over its input (give another file, or --force)
output-not-ours = { $file } is there and gametree did not write it, so it is left as it is (give another file, or --force to replace it)
practice-record-elsewhere = the record could not be written to { $file } ({ $error }): it is in { $fallback }
practice-record-nowhere = the record could not be written to { $file } ({ $error }) nor to { $fallback } ({ $why }): here it is on standard output
