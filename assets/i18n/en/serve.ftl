# gametree serve: the class joins the lecturer's tutor with ssh.
key-explore = on your own over the same tree / back to the lecturer's step
bar-explore = own
key-students = the students: names, what they do, answers
bar-students = class
key-class-practice = practice for everyone on this tree (an exam with --exam), or end it
key-lock-follow = keep everyone following, or let them explore again
serve-line = ssh -p { $port } NAME@{ $host } · code { $code } · { $students ->
    [one] { $students } student
   *[other] { $students } students
  } · F2 list
serve-line-open = ssh -p { $port } NAME@{ $host } · no code · { $students ->
    [one] { $students } student
   *[other] { $students } students
  } · F2 list
serve-roster-title = { $students ->
    [one] { $students } student
   *[other] { $students } students
  } · host key { $fingerprint }
serve-roster-name = name
serve-roster-address = address
serve-roster-doing = doing
serve-roster-answers = answered/right
serve-doing-joining = joining
serve-doing-following = following
serve-doing-exploring = on their own
serve-doing-practising = practice
serve-doing-exam = exam
serve-doing-left = gone
serve-summary-answered = answered
serve-summary-right = right
serve-summary-record = record
serve-practice-started = Practice for everyone started ({ $students ->
    [one] { $students } student
   *[other] { $students } students
  }): F3 ends it.
serve-exam-started = The exam started for everyone ({ $students ->
    [one] { $students } student
   *[other] { $students } students
  }): F3 ends it.
serve-practice-ended = Practice ended; the summary is in { $file }.
serve-practice-ended-unwritten = Practice ended; the summary could not be written in { $folder }.
serve-practice-no-tree = Practice for everyone needs a search or max^n tree, not a proof.
serve-locked = Everyone follows the lecturer now (F4 lets them explore again).
serve-unlocked = The students may explore on their own again (X).
serve-not-served = Not in a class served over ssh: this key would touch the lecturer's files.
serve-following = You follow the lecturer: X steps on your own over the same tree.
serve-locked-student = The lecturer keeps everyone following for now.
serve-on-your-own = You are on your own already: F goes back to the lecturer's step.
serve-explore-none = There is no tree to explore here yet.
serve-explore-full = The server has no memory left for another student on their own: follow for now.
serve-status-choosing = { $name } · 1 English  2 Русский  3 Українська · a ASCII symbols · Enter joins
serve-status-follow = { $name } · following the lecturer · X on your own · ? help · q leave
serve-status-locked = { $name } · following the lecturer (kept) · ? help · q leave
serve-status-explore = { $name } · on your own · F back to the lecturer's step
serve-status-practice = { $name } · practice for everyone: your answers are recorded
serve-welcome = Welcome to the class, { $name }.

    Choose your language: 1 English, 2 Русский, 3 Українська;
    a switches to ASCII symbols (for a font without ▲ ▼ ✂).
    Enter joins the lecturer's tutor.

    The server's host key: { $fingerprint }
serve-over = The class is over. Thank you!
serve-refused = Only the class's tutor is served here: no shell, command, file transfer or forwarding.
serve-full = The class is full: ask the lecturer.
serve-code-prompt = Class code: 
serve-started = Serving the class on { $addresses } · host key { $fingerprint } · code { $code } · log { $log }
serve-failed = The class could not be served: { $error }
serve-summary = The practice's summary: { $text } and { $csv }
serve-not-built = This build has no server: build it with `cargo build --release --features serve`.
