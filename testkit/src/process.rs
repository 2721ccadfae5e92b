//! A program under test (the bot binary) run as a child process, its output captured.

use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};
use tokio::sync::watch;

/// The bot binary running as a child process, its stdout and stderr captured line by line.
/// Dropping it kills the process; if the test is panicking, the end of the log is printed.
pub struct BotProcess {
    child: Option<Child>,
    log: Arc<Mutex<Vec<String>>>,
    lines: watch::Sender<usize>,
    pub name: String,
}

impl BotProcess {
    /// Start `program args…` with `env` added to the environment.
    pub fn spawn(program: &str, args: &[&str], env: &[(&str, String)]) -> BotProcess {
        let mut cmd = Command::new(program);
        cmd.args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        for (k, v) in env {
            cmd.env(k, v);
        }
        let mut child = cmd
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {program}: {e}"));
        let log = Arc::new(Mutex::new(Vec::new()));
        let (lines, _) = watch::channel(0usize);
        let stdout = child.stdout.take().expect("stdout");
        let stderr = child.stderr.take().expect("stderr");
        for (stream, tag) in [
            (
                Box::new(stdout) as Box<dyn tokio::io::AsyncRead + Unpin + Send>,
                "out",
            ),
            (Box::new(stderr), "err"),
        ] {
            let log = log.clone();
            let lines = lines.clone();
            tokio::spawn(async move {
                let mut reader = BufReader::new(stream).lines();
                while let Ok(Some(line)) = reader.next_line().await {
                    let n = {
                        let mut log = log.lock().unwrap_or_else(|e| e.into_inner());
                        log.push(format!("[{tag}] {line}"));
                        log.len()
                    };
                    lines.send_replace(n);
                }
            });
        }
        BotProcess {
            child: Some(child),
            log,
            lines,
            name: program.rsplit('/').next().unwrap_or(program).to_string(),
        }
    }

    /// The bot's output so far, one line per entry.
    pub fn log(&self) -> Vec<String> {
        self.log.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// The bot's output lines containing `needle`.
    pub fn log_matching(&self, needle: &str) -> Vec<String> {
        self.log()
            .into_iter()
            .filter(|l| l.contains(needle))
            .collect()
    }

    /// Wait for an output line containing `needle`.
    pub async fn wait_log(&self, needle: &str, timeout: Duration) -> Result<String, String> {
        let mut rx = self.lines.subscribe();
        let deadline = tokio::time::Instant::now() + timeout;
        let mut seen = 0;
        loop {
            {
                let log = self.log.lock().unwrap_or_else(|e| e.into_inner());
                if let Some(l) = log[seen..].iter().find(|l| l.contains(needle)) {
                    return Ok(l.clone());
                }
                seen = log.len();
            }
            if tokio::time::timeout_at(deadline, rx.changed())
                .await
                .is_err()
            {
                return Err(format!("no log line with {needle:?} within {timeout:?}"));
            }
        }
    }

    /// The process id (None once stopped).
    pub fn pid(&self) -> Option<u32> {
        self.child.as_ref().and_then(Child::id)
    }

    /// Has the process exited? Returns its status if so.
    pub fn try_exit_status(&mut self) -> Option<std::process::ExitStatus> {
        self.child
            .as_mut()
            .and_then(|c| c.try_wait().ok().flatten())
    }

    /// Stop abruptly (SIGKILL), as a crash or an OOM kill would, and wait for the exit.
    pub async fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill().await;
        }
    }

    /// Ask the process to stop (SIGTERM) and wait up to `grace` for it, then kill it.
    /// Returns the exit status if it exited by itself.
    pub async fn terminate(&mut self, grace: Duration) -> Option<std::process::ExitStatus> {
        let mut child = self.child.take()?;
        if let Some(pid) = child.id() {
            let _ = std::process::Command::new("kill")
                .arg("-TERM")
                .arg(pid.to_string())
                .status();
        }
        match tokio::time::timeout(grace, child.wait()).await {
            Ok(Ok(status)) => Some(status),
            _ => {
                let _ = child.kill().await;
                None
            }
        }
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        if let Some(child) = self.child.as_mut() {
            let _ = child.start_kill();
        }
        if std::thread::panicking() {
            let log = self.log();
            let start = log.len().saturating_sub(200);
            eprintln!(
                "---- last {} lines of {} output ----",
                log.len() - start,
                self.name
            );
            for line in &log[start..] {
                eprintln!("{line}");
            }
            eprintln!("---- end of {} output ----", self.name);
        }
    }
}
