# gametree serve: група приєднується до тьютора лектора через ssh.
key-explore = самостійно тим самим деревом / назад до кроку лектора
bar-explore = сам
key-students = студенти: імена, що роблять, відповіді
bar-students = група
key-class-practice = практика для всіх на цьому дереві (іспит з --exam) або її кінець
key-lock-follow = усі стежать за лектором, або знову можуть досліджувати самі
serve-line = ssh -p { $port } ІМ'Я@{ $host } · код { $code } · { $students ->
    [one] { $students } студент
    [few] { $students } студенти
   *[other] { $students } студентів
  } · F2 список
serve-line-open = ssh -p { $port } ІМ'Я@{ $host } · без коду · { $students ->
    [one] { $students } студент
    [few] { $students } студенти
   *[other] { $students } студентів
  } · F2 список
serve-roster-title = { $students ->
    [one] { $students } студент
    [few] { $students } студенти
   *[other] { $students } студентів
  } · ключ сервера { $fingerprint }
serve-roster-name = ім'я
serve-roster-address = адреса
serve-roster-doing = робить
serve-roster-answers = відповіді/правильно
serve-doing-joining = входить
serve-doing-following = стежить
serve-doing-exploring = сам
serve-doing-practising = практика
serve-doing-exam = іспит
serve-doing-left = пішов
serve-summary-answered = відповідей
serve-summary-right = правильно
serve-summary-record = запис
serve-practice-started = Практика для всіх почалася (студентів: { $students }): F3 її завершує.
serve-exam-started = Іспит для всіх почався (студентів: { $students }): F3 його завершує.
serve-practice-ended = Практику завершено; підсумки в { $file }.
serve-practice-ended-unwritten = Практику завершено; підсумки не вдалося записати в { $folder }.
serve-practice-no-tree = Практиці для всіх потрібне дерево пошуку або max^n, а не доведення.
serve-locked = Тепер усі стежать за лектором (F4 знову дає досліджувати самим).
serve-unlocked = Студенти знову можуть досліджувати самі (X).
serve-not-served = Не в групі через ssh: ця клавіша зачепила б файли лектора.
serve-following = Ви стежите за лектором: X — самостійно тим самим деревом.
serve-locked-student = Лектор поки тримає всіх на своєму кроці.
serve-on-your-own = Ви вже самі: F — назад до кроку лектора.
serve-explore-none = Тут поки немає дерева для самостійної роботи.
serve-explore-full = Серверу не лишилося пам'яті ще на одного самостійного студента: поки стежте.
serve-status-choosing = { $name } · 1 English  2 Русский  3 Українська · a символи ASCII · Enter — увійти
serve-status-follow = { $name } · стежите за лектором · X самі · ? довідка · q вийти
serve-status-locked = { $name } · стежите за лектором (закріплено) · ? довідка · q вийти
serve-status-explore = { $name } · самі · F назад до кроку лектора
serve-status-practice = { $name } · практика для всіх: ваші відповіді записуються
serve-welcome = Ласкаво просимо до групи, { $name }.

    Оберіть мову: 1 English, 2 Русский, 3 Українська;
    a — символи ASCII (для шрифту без ▲ ▼ ✂).
    Enter — увійти до програми лектора.

    Ключ сервера: { $fingerprint }
serve-over = Заняття скінчилося. Дякуємо!
serve-refused = Тут доступна лише програма групи: ані оболонки, ані команд, ані передачі файлів, ані переспрямування.
serve-full = Група заповнена: зверніться до лектора.
serve-code-prompt = Код групи: 
serve-started = Група обслуговується на { $addresses } · ключ сервера { $fingerprint } · код { $code } · журнал { $log }
serve-failed = Не вдалося відкрити групу: { $error }
serve-summary = Підсумки практики: { $text } і { $csv }
serve-not-built = У цій збірці немає сервера: зберіть її з `cargo build --release --features serve`.
