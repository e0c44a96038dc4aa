//! The SSH side: the class code asked (password or keyboard-interactive),
//! a pseudo-terminal required, the student's language and symbols taken
//! from what the client sends, and everything else refused and logged: a
//! shell's command, exec, a subsystem (sftp), port and agent forwarding,
//! X11. Only the class's tutor is served.

use super::desk::{self, Hello, Inbox};
use super::guard::Verdict;
use super::room::Room;
use crate::say;
use crate::tui::Theme;
use crate::words::Language;
use crate::words::symbols::Symbols;
use russh::server::{Auth, Msg, Response, Session};
use russh::{Channel, ChannelId, MethodKind, MethodSet};
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::net::TcpListener;
use tokio::sync::mpsc;

/// How many messages from a connection wait for its session.
const INBOX: usize = 64;

/// Connections in the middle of joining, beyond the class's seats.
const JOINING: usize = 64;

/// Accepts connections on every listener until the class is over.
pub async fn serve(room: Arc<Room>, listeners: Vec<TcpListener>, config: Arc<russh::server::Config>) {
    let open = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let mut over = room.over.subscribe();
    let mut accepting = Vec::new();
    for listener in listeners {
        let (room, config, open) = (room.clone(), config.clone(), open.clone());
        accepting.push(tokio::spawn(async move {
            loop {
                let Ok((socket, peer)) = listener.accept().await else {
                    continue;
                };
                let most = room.options.max_students + JOINING;
                if open.load(std::sync::atomic::Ordering::SeqCst) >= most {
                    room.log("refused-full", "", Some(peer));
                    drop(socket);
                    continue;
                }
                let _ = socket.set_nodelay(true);
                let door = Door::new(room.clone(), peer);
                let (config, open) = (config.clone(), open.clone());
                open.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                tokio::spawn(async move {
                    if let Ok(session) = russh::server::run_stream(config, socket, door).await {
                        let _ = session.await;
                    }
                    open.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
                });
            }
        }));
    }
    let _ = over.wait_for(|o| *o).await;
    for a in accepting {
        a.abort();
    }
}

/// One connection: a student at the door, then in the class.
struct Door {
    room: Arc<Room>,
    peer: SocketAddr,
    user: Option<String>,
    channel: Option<ChannelId>,
    size: Option<(u16, u16)>,
    language: Option<Language>,
    symbols: Symbols,
    color: bool,
    inbox: Option<mpsc::Sender<Inbox>>,
    /// The terminal's size, the latest kept (a storm of window changes
    /// loses none but the ones in between).
    resized: Option<tokio::sync::watch::Sender<(u16, u16)>>,
}

impl Door {
    fn new(room: Arc<Room>, peer: SocketAddr) -> Door {
        Door {
            room,
            peer,
            user: None,
            channel: None,
            size: None,
            language: None,
            symbols: Symbols::Unicode,
            color: true,
            inbox: None,
            resized: None,
        }
    }

    fn methods() -> MethodSet {
        MethodSet::from(&[MethodKind::KeyboardInteractive, MethodKind::Password][..])
    }

    fn reject() -> Auth {
        Auth::Reject {
            proceed_with_methods: Some(Door::methods()),
            partial_success: false,
        }
    }

    /// The class code given: right, wrong (slowed, counted), or refused.
    async fn code(&mut self, user: &str, given: &[u8]) -> Auth {
        let Some(code) = self.room.options.code.clone() else {
            self.user = Some(user.to_string());
            return Auth::Accept;
        };
        let ip = self.peer.ip();
        let verdict = self
            .room
            .guard
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .verdict(user, ip);
        match verdict {
            Verdict::Try(wait) => tokio::time::sleep(wait).await,
            _ => {
                self.room.log("locked-out", user, Some(self.peer));
                return Door::reject();
            }
        }
        if same(given, code.as_bytes()) {
            self.room
                .guard
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .right(user, ip);
            self.user = Some(user.to_string());
            return Auth::Accept;
        }
        self.room
            .guard
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .wrong(user, ip);
        self.room.log("wrong-code", user, Some(self.peer));
        Door::reject()
    }

    /// Refuses a request on the channel, says why to the student and
    /// logs it; the channel is closed.
    fn refuse(
        &mut self,
        what: &str,
        detail: &str,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), russh::Error> {
        self.room.log(what, detail, Some(self.peer));
        let said = say!("serve-refused");
        session.channel_failure(channel)?;
        session.data(channel, format!("{said}\r\n"))?;
        session.close(channel)
    }

    /// The session starts: the student takes a seat in the class.
    fn start(&mut self, channel: ChannelId, session: &mut Session) -> Result<(), russh::Error> {
        let Some(size) = self.size else {
            return self.refuse("refused-no-terminal", "", channel, session);
        };
        let user = self.user.clone().unwrap_or_default();
        let Some((id, name)) = self.room.join(&user, self.peer) else {
            self.room.log("refused-full", &user, Some(self.peer));
            session.data(channel, format!("{}\r\n", say!("serve-full")))?;
            return session.close(channel);
        };
        session.channel_success(channel)?;
        let (tx, rx) = mpsc::channel(INBOX);
        self.inbox = Some(tx);
        let (resized, sizes) = tokio::sync::watch::channel(size);
        self.resized = Some(resized);
        let theme = match self.color {
            true => Theme::chosen(&self.room.settings),
            false => Theme::MONO,
        };
        let hello = Hello {
            id,
            name,
            address: self.peer,
            size,
            language: self.language,
            symbols: self.symbols,
            theme,
        };
        tokio::spawn(desk::run(
            self.room.clone(),
            hello,
            rx,
            sizes,
            session.handle(),
            channel,
        ));
        Ok(())
    }
}

/// Whether two codes are the same, in a time that does not tell where
/// they differ.
fn same(a: &[u8], b: &[u8]) -> bool {
    let mut differ = a.len() ^ b.len();
    for (i, &x) in b.iter().enumerate() {
        differ |= usize::from(x ^ a.get(i).copied().unwrap_or(0));
    }
    differ == 0
}

impl russh::server::Handler for Door {
    type Error = russh::Error;

    async fn auth_none(&mut self, user: &str) -> Result<Auth, Self::Error> {
        match self.room.options.code {
            None => Ok(self.code(user, b"").await),
            Some(_) => Ok(Door::reject()),
        }
    }

    async fn auth_password(&mut self, user: &str, password: &str) -> Result<Auth, Self::Error> {
        Ok(self.code(user, password.as_bytes()).await)
    }

    async fn auth_keyboard_interactive<'a>(
        &'a mut self,
        user: &str,
        _submethods: &str,
        response: Option<Response<'a>>,
    ) -> Result<Auth, Self::Error> {
        let Some(mut response) = response else {
            let prompt = say!("serve-code-prompt");
            return Ok(Auth::Partial {
                name: "gametree".into(),
                instructions: "".into(),
                prompts: vec![(prompt.into(), false)].into(),
            });
        };
        let given = response.next().map(|b| b.to_vec()).unwrap_or_default();
        Ok(self.code(user, &given).await)
    }

    async fn auth_publickey_offered(
        &mut self,
        _user: &str,
        _offer: russh::server::PublicKeyOffer<'_>,
    ) -> Result<Auth, Self::Error> {
        Ok(Door::reject())
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: russh::server::ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        match self.channel {
            Some(_) => {
                self.room.log("refused-second-session", "", Some(self.peer));
                reply
                    .reject(russh::ChannelOpenFailure::AdministrativelyProhibited)
                    .await;
            }
            None => {
                self.channel = Some(channel.id());
                reply.accept().await;
            }
        }
        Ok(())
    }

    async fn channel_open_direct_tcpip(
        &mut self,
        _channel: Channel<Msg>,
        _host_to_connect: &str,
        _port_to_connect: u32,
        _originator_address: &str,
        _originator_port: u32,
        reply: russh::server::ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.room.log(
            "refused-forwarding",
            &format!("{_host_to_connect}:{_port_to_connect}"),
            Some(self.peer),
        );
        reply
            .reject(russh::ChannelOpenFailure::AdministrativelyProhibited)
            .await;
        Ok(())
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        _term: &str,
        col_width: u32,
        row_height: u32,
        _pix_width: u32,
        _pix_height: u32,
        _modes: &[(russh::Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.size = Some(desk::clamp(col_width, row_height));
        session.channel_success(channel)
    }

    async fn env_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        value: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        match name {
            "LC_ALL" | "LC_MESSAGES" | "LANG" if self.language.is_none() || name != "LANG" => {
                if let Some(l) = Language::of_locale(value) {
                    self.language = Some(l);
                }
            }
            "GAMETREE_SYMBOLS" => self.symbols = value.parse().unwrap_or(Symbols::Unicode),
            "NO_COLOR" if !value.is_empty() => self.color = false,
            _ => {}
        }
        session.channel_success(channel)
    }

    async fn shell_request(&mut self, channel: ChannelId, session: &mut Session) -> Result<(), Self::Error> {
        self.start(channel, session)
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        data: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let command = String::from_utf8_lossy(data);
        self.refuse("refused-exec", &command, channel, session)
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.refuse("refused-subsystem", name, channel, session)
    }

    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _single_connection: bool,
        _x11_auth_protocol: &str,
        _x11_auth_cookie: &str,
        _x11_screen_number: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.room.log("refused-x11", "", Some(self.peer));
        session.channel_failure(channel)
    }

    async fn agent_request(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        self.room.log("refused-agent", "", Some(self.peer));
        Ok(false)
    }

    async fn tcpip_forward(
        &mut self,
        _address: &str,
        _port: &mut u32,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        self.room.log(
            "refused-forwarding",
            &format!("{_address}:{_port}"),
            Some(self.peer),
        );
        Ok(false)
    }

    async fn streamlocal_forward(
        &mut self,
        _path: &str,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        self.room.log("refused-forwarding", _path, Some(self.peer));
        Ok(false)
    }

    async fn window_change_request(
        &mut self,
        _channel: ChannelId,
        col_width: u32,
        row_height: u32,
        _pix_width: u32,
        _pix_height: u32,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if let Some(resized) = &self.resized {
            resized.send_replace(desk::clamp(col_width, row_height));
        }
        Ok(())
    }

    async fn data(
        &mut self,
        _channel: ChannelId,
        data: &[u8],
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if let Some(inbox) = &self.inbox {
            let _ = inbox.try_send(Inbox::Bytes(data.to_vec()));
        }
        Ok(())
    }

    async fn channel_eof(&mut self, _channel: ChannelId, _session: &mut Session) -> Result<(), Self::Error> {
        self.inbox = None;
        self.resized = None;
        Ok(())
    }

    async fn channel_close(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.inbox = None;
        self.resized = None;
        Ok(())
    }
}
