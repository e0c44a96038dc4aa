# gametree serve: группа подключается к тьютору лектора по ssh.
key-explore = самостоятельно по тому же дереву / назад к шагу лектора
bar-explore = сам
key-students = студенты: имена, что делают, ответы
bar-students = группа
key-class-practice = практика для всех на этом дереве (экзамен с --exam) или её конец
key-lock-follow = все следуют за лектором, или снова могут исследовать сами
serve-line = ssh -p { $port } ИМЯ@{ $host } · код { $code } · { $students ->
    [one] { $students } студент
    [few] { $students } студента
   *[other] { $students } студентов
  } · F2 список
serve-line-open = ssh -p { $port } ИМЯ@{ $host } · без кода · { $students ->
    [one] { $students } студент
    [few] { $students } студента
   *[other] { $students } студентов
  } · F2 список
serve-roster-title = { $students ->
    [one] { $students } студент
    [few] { $students } студента
   *[other] { $students } студентов
  } · ключ сервера { $fingerprint }
serve-roster-name = имя
serve-roster-address = адрес
serve-roster-doing = занят
serve-roster-answers = ответы/верно
serve-doing-joining = входит
serve-doing-following = следует
serve-doing-exploring = сам
serve-doing-practising = практика
serve-doing-exam = экзамен
serve-doing-left = ушёл
serve-summary-answered = ответов
serve-summary-right = верно
serve-summary-record = запись
serve-practice-started = Практика для всех началась (студентов: { $students }): F3 её завершает.
serve-exam-started = Экзамен для всех начался (студентов: { $students }): F3 его завершает.
serve-practice-ended = Практика завершена; итоги в { $file }.
serve-practice-ended-unwritten = Практика завершена; итоги не удалось записать в { $folder }.
serve-practice-no-tree = Практике для всех нужно дерево поиска или max^n, а не доказательство.
serve-locked = Теперь все следуют за лектором (F4 снова даёт исследовать самим).
serve-unlocked = Студенты снова могут исследовать сами (X).
serve-not-served = Не в группе по ssh: эта клавиша затронула бы файлы лектора.
serve-following = Вы следуете за лектором: X — самостоятельно по тому же дереву.
serve-locked-student = Лектор пока держит всех на своём шаге.
serve-on-your-own = Вы уже сами: F — назад к шагу лектора.
serve-explore-none = Здесь пока нет дерева для самостоятельной работы.
serve-explore-full = У сервера не осталось памяти ещё на одного самостоятельного студента: пока следуйте.
serve-status-choosing = { $name } · 1 English  2 Русский  3 Українська · a символы ASCII · Enter — войти
serve-status-follow = { $name } · следуете за лектором · X сами · ? справка · q выйти
serve-status-locked = { $name } · следуете за лектором (закреплено) · ? справка · q выйти
serve-status-explore = { $name } · сами · F назад к шагу лектора
serve-status-practice = { $name } · практика для всех: ваши ответы записываются
serve-welcome = Добро пожаловать в группу, { $name }.

    Выберите язык: 1 English, 2 Русский, 3 Українська;
    a — символы ASCII (для шрифта без ▲ ▼ ✂).
    Enter — войти в программу лектора.

    Ключ сервера: { $fingerprint }
serve-over = Занятие окончено. Спасибо!
serve-refused = Здесь доступна только программа группы: ни оболочки, ни команд, ни передачи файлов, ни перенаправления.
serve-full = Группа заполнена: обратитесь к лектору.
serve-code-prompt = Код группы: 
serve-started = Группа обслуживается на { $addresses } · ключ сервера { $fingerprint } · код { $code } · журнал { $log }
serve-failed = Не удалось открыть группу: { $error }
serve-summary = Итоги практики: { $text } и { $csv }
serve-not-built = В этой сборке нет сервера: соберите её с `cargo build --release --features serve`.
