//! A doc's commands, run in a fresh folder with a home of their own, as
//! a reader who just built the program would run them.

use std::path::{Path, PathBuf};
use std::process::Command;

pub struct Folder {
    path: PathBuf,
}

pub struct Ran {
    /// Standard output and error, as a terminal shows them together.
    pub output: String,
    pub success: bool,
}

/// The commands that open a screen: a command list names them to try by
/// hand.
pub fn opens_a_screen(command: &str) -> bool {
    let words: Vec<&str> = command.split_whitespace().collect();
    let sub = words.get(1).copied().unwrap_or("");
    let kalah_screen = sub == "kalah"
        && !matches!(
            words.get(2).copied(),
            Some("move" | "search" | "solve" | "match" | "db")
        );
    matches!(sub, "" | "open" | "new" | "practice" | "lesson" | "play") || kalah_screen
}

impl Folder {
    /// A fresh folder; the repository's example files (`tests/…`,
    /// `scenarios/…`, `assets/…`) are found there as in a clone.
    pub fn new(root: &Path) -> Folder {
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("gametree-docs-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(path.join("home")).unwrap();
        for shared in ["tests", "scenarios", "assets"] {
            std::os::unix::fs::symlink(root.join(shared), path.join(shared)).unwrap();
        }
        Folder { path }
    }

    pub fn write(&self, name: &str, text: &str) {
        std::fs::write(self.path.join(name), text).unwrap();
    }

    pub fn run(&self, command: &str) -> Ran {
        let bin = Path::new(env!("CARGO_BIN_EXE_gametree")).parent().unwrap();
        let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
        let home = self.path.join("home");
        let o = Command::new("sh")
            .arg("-c")
            .arg(format!("exec 2>&1; {command}"))
            .current_dir(&self.path)
            .env_clear()
            .env("PATH", path)
            .env("HOME", &home)
            .env("XDG_CONFIG_HOME", home.join("config"))
            .env("XDG_STATE_HOME", home.join("state"))
            .env("XDG_CACHE_HOME", home.join("cache"))
            .env("XDG_DATA_HOME", home.join("data"))
            .env("LC_ALL", "en_US.UTF-8")
            .env("NO_COLOR", "1")
            .output()
            .unwrap();
        Ran {
            output: String::from_utf8_lossy(&o.stdout).into_owned(),
            success: o.status.success(),
        }
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}
