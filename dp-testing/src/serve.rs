//! Testing `NAME serve`, the live lesson: the server started as a user starts it, raw
//! HTTP requests to it, and headless Chromium driven over the DevTools protocol (on a
//! pipe, `--remote-debugging-pipe`: no port of its own) to load the page, edit the input,
//! press Solve and read what the new page shows.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// A running `NAME serve`, stopped when dropped.
pub struct Served {
    child: Child,
    /// The address it printed first: `http://127.0.0.1:PORT/?token=HEX`.
    pub url: String,
    /// Its port.
    pub port: u16,
    /// Its token.
    pub token: String,
}

impl Served {
    /// The server's process ID.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `binary serve ARGS...` and reads the address it prints first (within 20 s).
pub fn serve(binary: &str, args: &[&str]) -> Served {
    let mut child = Command::new(binary)
        .arg("serve")
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|error| panic!("cannot start {binary}: {error}"));
    let stdout = child.stdout.take().expect("piped");
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        let mut line = String::new();
        let _ = BufReader::new(stdout).read_line(&mut line);
        let _ = sender.send(line);
    });
    let line = receiver.recv_timeout(Duration::from_secs(20));
    let Ok(line) = line else {
        let _ = child.kill();
        panic!("{binary} serve printed no address within 20 s");
    };
    let url = line.trim_end().to_owned();
    let rest = url
        .strip_prefix("http://127.0.0.1:")
        .unwrap_or_else(|| panic!("not a loopback address: {url:?}"));
    let (port, token) = rest
        .split_once("/?token=")
        .unwrap_or_else(|| panic!("no token: {url:?}"));
    Served {
        port: port.parse().unwrap_or_else(|_| panic!("no port: {url:?}")),
        token: token.to_owned(),
        url,
        child,
    }
}

/// What an HTTP request got: the status and the body.
#[derive(Debug)]
pub struct Answer {
    /// The status code.
    pub status: u16,
    /// The body, lossily decoded.
    pub body: String,
}

/// Sends `request` (the raw bytes, head and body) to 127.0.0.1:`port` and reads the whole
/// answer (within 30 s).
pub fn http(port: u16, request: &[u8]) -> Answer {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("the server listens");
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .expect("a timeout");
    // The server may answer before it has read everything (a refused head).
    let _ = stream.write_all(request);
    let mut bytes = Vec::new();
    let _ = stream.read_to_end(&mut bytes);
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head
        .strip_prefix("HTTP/1.1 ")
        .and_then(|rest| rest.get(..3))
        .and_then(|code| code.parse().ok())
        .unwrap_or_else(|| panic!("no status line in {head:?}"));
    Answer {
        status,
        body: body.to_owned(),
    }
}

/// A POST of `input` as the page's form sends it, to `target`, with `headers` added.
pub fn form_post(port: u16, target: &str, headers: &str, input: &[u8]) -> Vec<u8> {
    let mut body = b"input=".to_vec();
    for &byte in input {
        if byte.is_ascii_alphanumeric() {
            body.push(byte);
        } else {
            body.extend(format!("%{byte:02X}").bytes());
        }
    }
    let mut request = format!(
        "POST {target} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n{headers}\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n",
        body.len()
    )
    .into_bytes();
    request.extend(body);
    request
}

/// Headless Chromium, driven over the DevTools protocol on a pipe; closed when dropped.
pub struct Chromium {
    child: Child,
    commands: ChildStdin,
    messages: mpsc::Receiver<Value>,
    next: u64,
    session: String,
    profile: std::path::PathBuf,
}

impl Drop for Chromium {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

impl Chromium {
    /// Opens `url` in `browser` (from [`crate::browser`]) and attaches to its page.
    pub fn open(browser: &Path, url: &str) -> Self {
        let profile =
            std::env::temp_dir().join(format!("dp-games-cdp-{}-{}", std::process::id(), url.len()));
        // The protocol reads commands from descriptor 3 and writes to 4: the shell makes
        // them this process's pipes.
        let mut child = Command::new("/bin/sh")
            .args(["-c", "exec \"$0\" \"$@\" 3<&0 4>&1 </dev/null >/dev/null"])
            .arg(browser)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--remote-debugging-pipe",
            ])
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg(url)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|error| panic!("cannot start {}: {error}", browser.display()));
        let commands = child.stdin.take().expect("piped");
        let mut replies = BufReader::new(child.stdout.take().expect("piped"));
        let (sender, messages) = mpsc::channel();
        std::thread::spawn(move || {
            let mut message = Vec::new();
            while replies
                .read_until(0, &mut message)
                .is_ok_and(|read| read > 0)
            {
                message.pop();
                if let Ok(value) = serde_json::from_slice::<Value>(&message)
                    && sender.send(value).is_err()
                {
                    return;
                }
                message.clear();
            }
        });
        let mut chromium = Self {
            child,
            commands,
            messages,
            next: 0,
            session: String::new(),
            profile,
        };
        let deadline = Instant::now() + Duration::from_secs(30);
        let page = loop {
            let targets = chromium.call("", "Target.getTargets", json!({}));
            let page = targets["targetInfos"]
                .as_array()
                .into_iter()
                .flatten()
                .find(|target| target["type"] == "page")
                .map(|target| target["targetId"].clone());
            if let Some(page) = page {
                break page;
            }
            assert!(Instant::now() < deadline, "Chromium opened no page");
            std::thread::sleep(Duration::from_millis(100));
        };
        let attached = chromium.call(
            "",
            "Target.attachToTarget",
            json!({ "targetId": page, "flatten": true }),
        );
        chromium.session = attached["sessionId"]
            .as_str()
            .expect("a session")
            .to_owned();
        chromium
    }

    /// Sends `method` with `params` (to the page's session unless `session` is empty) and
    /// waits (up to 30 s) for its result, or its error as `{"error": ...}`.
    fn call(&mut self, session: &str, method: &str, params: Value) -> Value {
        self.next += 1;
        let id = self.next;
        let mut command = json!({ "id": id, "method": method, "params": params });
        if !session.is_empty() {
            command["sessionId"] = json!(session);
        }
        let mut bytes = serde_json::to_vec(&command).expect("JSON");
        bytes.push(0);
        self.commands
            .write_all(&bytes)
            .and_then(|()| self.commands.flush())
            .expect("Chromium takes commands");
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let message = self
                .messages
                .recv_timeout(left)
                .unwrap_or_else(|_| panic!("Chromium did not answer {method} within 30 s"));
            if message["id"] == id {
                return match message.get("error") {
                    Some(error) => json!({ "error": error }),
                    None => message["result"].clone(),
                };
            }
        }
    }

    /// The value of the JavaScript `expression` in the page (a promise is awaited), or
    /// `None` when the page could not run it (it is between two documents).
    pub fn evaluate(&mut self, expression: &str) -> Option<Value> {
        let session = self.session.clone();
        let result = self.call(
            &session,
            "Runtime.evaluate",
            json!({ "expression": expression, "awaitPromise": true, "returnByValue": true }),
        );
        if result.get("error").is_some() || result.get("exceptionDetails").is_some() {
            return None;
        }
        Some(result["result"]["value"].clone())
    }

    /// Evaluates `expression` every 50 ms until it gives something other than `null`,
    /// `false` or nothing, and returns that; fails after 30 s saying `what`.
    pub fn wait_for(&mut self, expression: &str, what: &str) -> Value {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            match self.evaluate(expression) {
                Some(Value::Null | Value::Bool(false)) | None => {}
                Some(value) => return value,
            }
            if Instant::now() >= deadline {
                let state = self.evaluate(
                    "({ url: location.href, old: !!window.dpOld, ready: document.readyState, \
                     drawn: document.documentElement.dataset.ready || '', \
                     error: (document.getElementById('serve-error') || {}).textContent || '', \
                     kind: document.contentType, \
                     text: (document.body || document.documentElement).innerText.slice(0, 300) })",
                );
                panic!("waited 30 s for {what}; the page: {state:?}");
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// `value` with every number a float: JavaScript writes the float 0.0 back as 0.
fn as_floats(value: &Value) -> Value {
    match value {
        Value::Number(number) => json!(number.as_f64()),
        Value::Array(items) => Value::Array(items.iter().map(as_floats).collect()),
        Value::Object(fields) => Value::Object(
            fields
                .iter()
                .map(|(key, field)| (key.clone(), as_floats(field)))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// What the page shows once the frame has drawn it: the JSON islands of its cases, the
/// input box's text and the error line, or `null` until it is drawn.
const DRAWN_PAGE: &str = r#"(() => {
  const root = document.documentElement;
  if (document.readyState !== "complete" || root.dataset.ready !== "true" || window.dpOld) return null;
  const error = document.getElementById("serve-error");
  return {
    islands: Array.from(document.querySelectorAll("script.case-data")).map((island) => JSON.parse(island.textContent)),
    input: document.getElementById("serve-input").value,
    error: error && !error.hidden ? error.textContent : "",
    currentCase: root.dataset.currentCase || "",
    mode: root.dataset.mode || "",
    linkedMode: new URLSearchParams(location.hash.replace(/^#/, "")).get("mode") || "",
    canQuiz: !!document.querySelector('.modes [data-mode="quiz"]') && !document.querySelector('.modes [data-mode="quiz"]').disabled,
    games: Array.from(document.querySelectorAll("script.case-game")).map((island) => JSON.parse(island.textContent)),
    practice: (document.getElementById("practice") || { textContent: "" }).textContent,
    boxUnderHeader: document.querySelector("header").nextElementSibling.id === "serve",
  };
})()"#;

/// Types `input` into the page's box (as a paste would) and presses Solve; the old page
/// is marked, so that [`DRAWN_PAGE`] waits for the new one.
fn edit_and_solve(chromium: &mut Chromium, input: &str) {
    let script = format!(
        r#"(() => {{
  window.dpOld = true;
  const box = document.getElementById("serve-input");
  box.focus();
  box.value = {};
  box.dispatchEvent(new Event("input", {{ bubbles: true }}));
  setTimeout(() => document.getElementById("serve-solve").click(), 0);
  return true;
}})()"#,
        serde_json::to_string(input).expect("JSON")
    );
    assert_eq!(
        chromium.evaluate(&script),
        Some(Value::Bool(true)),
        "the box could not be edited"
    );
}

/// The live lesson of `binary`, end to end: `serve SAMPLE` prints a loopback address with
/// a token; in headless Chromium the page is drawn from the same data as `explain --html`
/// of the sample; the box is edited to `edited` and Solve pressed, and the new page holds
/// `explain --html`'s data for `edited`, the box keeps the edit; a bad input (`bad`)
/// shows the command line's own `LINE:COL: message` with the page of the good cases
/// before it. Without the token, with another Host, or from another Origin, a request is
/// refused; an input beyond the limit is refused before it is solved.
pub fn assert_live_lesson(binary: &str, sample: &str, edited: &str, bad: &str) {
    let root = crate::workspace_root();
    let data = |input: &[u8]| {
        crate::lesson_islands(&crate::run(binary, &["explain", "--html"], input).stdout)
    };
    let sample_input = std::fs::read(root.join(sample)).expect("the sample exists");
    let expected_first = data(&sample_input);
    let expected_edited = data(edited.as_bytes());
    assert!(!expected_edited.is_empty(), "the edited input has no case");
    assert_ne!(
        expected_first, expected_edited,
        "the edit must change the answer"
    );
    let sample_path = root.join(sample);
    let served = serve(binary, &[&sample_path.display().to_string(), "--port", "0"]);

    // Requests it did not invite.
    let get = |target: &str, host: &str| {
        http(
            served.port,
            format!("GET {target} HTTP/1.1\r\nHost: {host}\r\n\r\n").as_bytes(),
        )
    };
    let own = format!("127.0.0.1:{}", served.port);
    let with_token = format!("/?token={}", served.token);
    assert_eq!(get("/", &own).status, 403, "no token");
    assert_eq!(get("/?token=0123", &own).status, 403, "a wrong token");
    assert_eq!(
        get(&with_token, &format!("attacker.example:{}", served.port)).status,
        403,
        "another Host (DNS rebinding)"
    );
    assert_eq!(get(&with_token, &own).status, 200, "the invited request");
    let origin = "Origin: http://attacker.example\r\n";
    assert_eq!(
        http(
            served.port,
            &form_post(served.port, &with_token, origin, edited.as_bytes())
        )
        .status,
        403,
        "a form from another site"
    );
    let huge = vec![b'1'; dp_cli::serve::MAX_SERVE_INPUT_BYTES + 1];
    assert_eq!(
        http(served.port, &form_post(served.port, &with_token, "", &huge)).status,
        413,
        "an input beyond the limit"
    );

    // A bad input: the command line's message, after the good cases.
    let command_line = crate::run(binary, &[], bad.as_bytes());
    let message = command_line
        .stderr
        .trim_end()
        .strip_prefix("error: <stdin>:")
        .unwrap_or_else(|| panic!("{bad:?} is not a bad input: {command_line:?}"))
        .to_owned();
    let refused = http(
        served.port,
        &form_post(served.port, &with_token, "", bad.as_bytes()),
    );
    assert_eq!(refused.status, 400, "{bad:?}");
    crate::assert_contains(&refused.body, &dp_lesson::escape(&message));
    assert_eq!(
        crate::lesson_islands(&refused.body),
        data(bad.as_bytes()),
        "the good cases before the bad one"
    );

    // In the browser: load, edit, see the new answer.
    let Some(browser) = crate::browser() else {
        return;
    };
    let mut chromium = Chromium::open(&browser, &served.url);
    let first = chromium.wait_for(DRAWN_PAGE, "the first page to be drawn");
    assert_eq!(first["islands"], Value::from(expected_first), "first page");
    assert_eq!(
        first["input"],
        String::from_utf8_lossy(&sample_input).as_ref()
    );
    assert_eq!(first["error"], "");
    assert_eq!(first["currentCase"], "1");
    assert_eq!(first["boxUnderHeader"], true);
    assert_eq!(first["mode"], "explore");
    // The practice modes come with the page: in the quiz, a new solve stays in the quiz,
    // and the new page's game is the one `explain --html` writes for the edit.
    assert_eq!(
        chromium.evaluate("DPLesson.frame.setMode('quiz'), true"),
        Some(Value::Bool(true))
    );
    edit_and_solve(&mut chromium, edited);
    let second = chromium.wait_for(DRAWN_PAGE, "the edited input's page to be drawn");
    assert_eq!(
        second["islands"],
        Value::from(expected_edited),
        "edited page"
    );
    assert_eq!(second["input"], edited);
    assert_eq!(second["error"], "");
    assert_eq!(second["linkedMode"], "quiz", "the mode across a solve");
    // A case that computes no entry (can-i-win when T is out of reach) has no quiz.
    if second["canQuiz"] == true {
        assert_eq!(second["mode"], "quiz", "the mode across a solve");
        assert!(
            second["practice"]
                .as_str()
                .is_some_and(|text| text.contains("Score")),
            "the quiz's panel: {second}"
        );
    }
    let edited_page = crate::run(binary, &["explain", "--html"], edited.as_bytes()).stdout;
    let games: Vec<Value> = edited_page
        .split("class=\"case-game\">")
        .skip(1)
        .filter_map(|island| island.split("</script>").next())
        .map(|text| serde_json::from_str(&text.replace("<\\/", "</")).expect("JSON"))
        .collect();
    assert!(!games.is_empty(), "the edited input has a game to play");
    assert_eq!(
        as_floats(&second["games"]),
        as_floats(&Value::from(games)),
        "the edited page's games"
    );
    edit_and_solve(&mut chromium, bad);
    let third = chromium.wait_for(DRAWN_PAGE, "the bad input's page to be drawn");
    assert_eq!(third["error"], message.as_str());
    assert_eq!(third["input"], bad);
    assert_eq!(third["islands"], Value::from(data(bad.as_bytes())));
}

/// `binary serve` is not blocked by slow or silent clients: a connection that sends
/// nothing is closed without an answer (a browser's spare connection, which would read an
/// answer there as the answer to its next request), and while six clients trickle a head
/// a byte a second, a request with the token is answered.
pub fn assert_slow_clients_block_no_one(binary: &str) {
    let served = serve(binary, &["--port", "0"]);
    let silent = TcpStream::connect(("127.0.0.1", served.port)).expect("the server listens");
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let tricklers: Vec<_> = (0..6)
        .map(|_| {
            let stop = std::sync::Arc::clone(&stop);
            let mut stream =
                TcpStream::connect(("127.0.0.1", served.port)).expect("the server listens");
            std::thread::spawn(move || {
                let _ = stream.write_all(b"GET / HTTP/1.1\r\n");
                while !stop.load(std::sync::atomic::Ordering::Relaxed)
                    && stream.write_all(b"X").is_ok()
                {
                    std::thread::sleep(Duration::from_secs(1));
                }
            })
        })
        .collect();
    let answer = http(
        served.port,
        format!(
            "GET /?token={} HTTP/1.1\r\nHost: 127.0.0.1:{}\r\n\r\n",
            served.token, served.port
        )
        .as_bytes(),
    );
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    assert_eq!(answer.status, 200, "the invited request, among slow ones");
    for trickler in tricklers {
        let _ = trickler.join();
    }
    // The silent connection: closed at its deadline, with nothing written to it.
    let mut silent = silent;
    silent
        .set_read_timeout(Some(Duration::from_secs(120)))
        .expect("a timeout");
    let mut bytes = Vec::new();
    let read = silent.read_to_end(&mut bytes);
    assert!(read.is_ok(), "the silent connection is closed: {read:?}");
    assert_eq!(
        String::from_utf8_lossy(&bytes),
        "",
        "nothing is written to a connection that sent nothing"
    );
}
