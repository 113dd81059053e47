//! `NAME serve [FILE] [--port P]`: the live lesson. A small HTTP server on the loopback
//! address serves the lesson page of `explain --html` with the input in a box above it;
//! edit the input, press Solve, and the page comes back drawn from the real solver's
//! answer — the same bytes `explain --html` writes for that input, not a DP written again
//! in JavaScript.
//!
//! Each solve runs in a child process, this very binary as `explain --html` on the edited
//! input (with the run's options), so that its limits are real: it is killed after
//! [`SOLVE_SECONDS`] (or `--time-limit`), its address space is capped at
//! [`SOLVE_MEMORY_BYTES`] (`ulimit -v`), it dies with the server ([`die_with_server`]),
//! and a crash cannot take the server down. A bad
//! input is answered with the page of the good cases before it and the command line's
//! own `LINE:COL: message`.
//!
//! What it trusts: nothing it did not invite. It binds 127.0.0.1 only; its first line of
//! standard output is its address with a random token (16 bytes of `/dev/urandom`, in
//! hex), and a request without that token, with a `Host` other than its own address (DNS
//! rebinding) or, for a POST, an `Origin` other than its own, is refused. A request's head
//! is at most [`MAX_HEAD_BYTES`], its body at most [`MAX_BODY_BYTES`] (the input at most
//! [`MAX_SERVE_INPUT_BYTES`]), and a client gets [`IO_SECONDS`] to send all of it (and as
//! long to take the answer): each connection is served on a thread of its own, at most
//! [`MAX_CONNECTIONS`] at once, so a slow or silent client delays no other, and none can
//! make the server hold more. A connection that sends nothing is closed without an
//! answer (a browser's spare connection).

use std::fs;
use std::io::{self, Read, Write};
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use crate::error::{Error, say};
use crate::problem::{Cli, Generate};

/// The largest input `serve` solves: 64 KiB, a page's worth of cases.
pub const MAX_SERVE_INPUT_BYTES: usize = 64 * 1024;
/// The largest request body: the input, form-encoded (up to three bytes a byte).
pub const MAX_BODY_BYTES: usize = 3 * MAX_SERVE_INPUT_BYTES + 1024;
/// The largest request line and headers.
pub const MAX_HEAD_BYTES: usize = 8 * 1024;
/// How long a solve may take before it is stopped, unless `--time-limit` says otherwise.
pub const SOLVE_SECONDS: u64 = 10;
/// The address space a solve may take: 2 GiB.
pub const SOLVE_MEMORY_BYTES: u64 = 2 << 30;
/// How long a client may take to send its whole request (head and body), and again to
/// take the whole answer.
pub const IO_SECONDS: u64 = 5;
/// The most connections served at once, each on a thread of its own; more wait to be
/// accepted until one is done (within its deadlines, or its solve's time limit).
pub const MAX_CONNECTIONS: usize = 32;
/// The most of a page read back from a solve: the page's own limit, and room to spare.
const MAX_PAGE_READ: u64 = 2 * dp_lesson::MAX_PAGE_BYTES as u64;

const SERVE_SCRIPT: &str = include_str!("serve.js");
const SERVE_STYLE: &str = include_str!("serve.css");

/// Serves the lesson page of problem `P` until the process is stopped. `file` is the
/// first input (`-` for standard input); without it, the first case of `gen --seed 1`.
/// `args` are the command line's words after the binary's name, given again to each solve
/// with `--page-from-stdin`.
pub fn serve<P: Cli>(
    file: Option<&Path>,
    port: u16,
    time_limit: u64,
    args: Vec<std::ffi::OsString>,
) -> Result<(), Error> {
    let first = first_input::<P>(file)?;
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, port))
        .map_err(|error| Error::usage(format!("127.0.0.1:{port}: {error}")))?;
    let port = listener
        .local_addr()
        .map_err(|error| Error::usage(format!("127.0.0.1:{port}: {error}")))?
        .port();
    let token = random_token()
        .map_err(|error| Error::usage(format!("/dev/urandom: {error}; no token, so no server")))?;
    let exe = std::env::current_exe().map_err(|error| {
        Error::usage(format!("cannot find this program to solve with: {error}"))
    })?;
    let server = Server {
        port,
        token,
        first,
        solver: Solver {
            exe,
            args,
            seconds: time_limit,
        },
    };
    let output = crate::run::Output::stdout()?;
    output.write(|out| writeln!(out, "{}", server.url()))?;
    output.flush()?;
    say(
        "note",
        &format!(
            "{}: the live lesson is served on 127.0.0.1 only, at the address above; Ctrl-C stops it",
            P::NAME
        ),
    );
    let server = std::sync::Arc::new(server);
    let slots = Slots::new(MAX_CONNECTIONS);
    for stream in listener.incoming() {
        // A connection that fails is that client's loss, never the server's end.
        match stream {
            Ok(stream) => {
                // Each connection on a thread of its own, so that a slow client delays no
                // other; at most MAX_CONNECTIONS at once (the rest wait to be accepted),
                // and each is done within its deadlines.
                let slot = slots.take();
                let server = std::sync::Arc::clone(&server);
                let spawned = thread::Builder::new()
                    .name("serve-connection".into())
                    .spawn(move || {
                        let _ = server.answer(stream);
                        drop(slot);
                    });
                if spawned.is_err() {
                    thread::sleep(Duration::from_millis(50));
                }
            }
            // Out of descriptors, say: wait a moment rather than spin.
            Err(_) => thread::sleep(Duration::from_millis(50)),
        }
    }
    Ok(())
}

/// The first input: FILE, standard input for `-`, or the first case of `gen --seed 1`.
fn first_input<P: Cli>(file: Option<&Path>) -> Result<Vec<u8>, Error> {
    let too_large = |name: &str| {
        Error::usage(format!(
            "{name}: serve takes an input of at most {} bytes",
            crate::text::thousands(MAX_SERVE_INPUT_BYTES as u64)
        ))
    };
    let (name, bytes) = match file {
        None => {
            let mut bytes = Vec::new();
            <P::GenOptions as Default>::default()
                .generate(&mut bytes, 1, 1)
                .map_err(|error| Error::output(&error))?;
            return Ok(bytes);
        }
        Some(path) if path == Path::new("-") => {
            let mut bytes = Vec::new();
            io::stdin()
                .take(MAX_SERVE_INPUT_BYTES as u64 + 1)
                .read_to_end(&mut bytes)
                .map_err(|error| Error::usage(format!("<stdin>: {error}")))?;
            ("<stdin>".to_owned(), bytes)
        }
        Some(path) => {
            let name = path.display().to_string();
            let file =
                fs::File::open(path).map_err(|error| Error::usage(format!("{name}: {error}")))?;
            let mut bytes = Vec::new();
            file.take(MAX_SERVE_INPUT_BYTES as u64 + 1)
                .read_to_end(&mut bytes)
                .map_err(|error| Error::usage(format!("{name}: {error}")))?;
            (name, bytes)
        }
    };
    if bytes.len() > MAX_SERVE_INPUT_BYTES {
        return Err(too_large(&name));
    }
    Ok(bytes)
}

/// 16 bytes of `/dev/urandom`, in hex.
fn random_token() -> io::Result<String> {
    let mut bytes = [0u8; 16];
    fs::File::open("/dev/urandom")?.read_exact(&mut bytes)?;
    Ok(bytes.iter().map(|byte| format!("{byte:02x}")).collect())
}

struct Server {
    port: u16,
    token: String,
    first: Vec<u8>,
    solver: Solver,
}

/// An answer: the status, its content type and the body.
struct Reply {
    status: u16,
    html: bool,
    body: Vec<u8>,
}

impl Reply {
    fn text(status: u16, text: &str) -> Self {
        Self {
            status,
            html: false,
            body: format!("{text}\n").into_bytes(),
        }
    }
}

impl Server {
    fn url(&self) -> String {
        format!("http://127.0.0.1:{}/?token={}", self.port, self.token)
    }

    /// Reads one request from `stream`, answers it and closes the connection. The request
    /// (head and body) must come within [`IO_SECONDS`] of the connection, and the answer is
    /// given [`IO_SECONDS`] to be taken. A connection that sends nothing in that time is
    /// closed without a word: a browser opens spare connections, and would read an answer
    /// written there as the answer to the request it sends on one later.
    fn answer(&self, stream: TcpStream) -> io::Result<()> {
        let io_time = Duration::from_secs(IO_SECONDS);
        let mut request_side = Deadline::new(&stream, io_time);
        if !request_side.has_data()? {
            let _ = stream.shutdown(std::net::Shutdown::Both);
            return Ok(());
        }
        let reply = match read_request(&mut request_side) {
            Ok(request) => self.reply(&request, &mut request_side),
            Err(reply) => reply,
        };
        let mut answer_side = Deadline::new(&stream, io_time);
        write_reply(&mut answer_side, &reply)?;
        answer_side.flush()?;
        let _ = stream.shutdown(std::net::Shutdown::Write);
        Ok(())
    }

    /// What `request` gets; a POST's body is read from `stream` only once its head is
    /// trusted.
    fn reply(&self, request: &Request, stream: &mut impl Read) -> Reply {
        let own_hosts = [
            format!("127.0.0.1:{}", self.port),
            format!("localhost:{}", self.port),
        ];
        if !request
            .host
            .as_deref()
            .is_some_and(|host| own_hosts.iter().any(|own| own.eq_ignore_ascii_case(host)))
        {
            return Reply::text(403, "forbidden: this server answers only its own address");
        }
        let (path, query) = request
            .target
            .split_once('?')
            .unwrap_or((request.target.as_str(), ""));
        let token = query
            .split('&')
            .find_map(|pair| pair.strip_prefix("token="))
            .unwrap_or("");
        if !same_secret(token.as_bytes(), self.token.as_bytes()) {
            return Reply::text(
                403,
                "forbidden: open the address the server printed, token and all",
            );
        }
        if path != "/" {
            return Reply::text(404, "not found: the lesson is at /");
        }
        match request.method.as_str() {
            "GET" => self.page(&self.first),
            "POST" => {
                let origin_ok = request.origin.as_deref().is_none_or(|origin| {
                    own_hosts
                        .iter()
                        .any(|own| origin.eq_ignore_ascii_case(&format!("http://{own}")))
                });
                if !origin_ok {
                    return Reply::text(403, "forbidden: a form from another site");
                }
                match read_input(request, stream) {
                    Ok(input) => self.page(&input),
                    Err(reply) => reply,
                }
            }
            _ => Reply::text(405, "method not allowed: GET the page, POST the form"),
        }
    }

    /// The lesson page of `input` with the input box, or why there is none.
    fn page(&self, input: &[u8]) -> Reply {
        let solved = self.solver.solve(input);
        let (status, error) = match &solved.error {
            None => (200, String::new()),
            Some(message) => (
                if solved.page.is_empty() { 500 } else { 400 },
                message.clone(),
            ),
        };
        let form = format!(
            "<style>\n{SERVE_STYLE}\n</style>\n\
             <form id=\"serve\" class=\"serve\" method=\"post\" action=\"/?token={token}\">\n\
             <label for=\"serve-input\">The input: edit it, then Solve (Ctrl+Enter)</label>\n\
             <textarea id=\"serve-input\" name=\"input\" rows=\"8\" spellcheck=\"false\">{input}</textarea>\n\
             <div class=\"serve-row\"><button id=\"serve-solve\" type=\"submit\">Solve</button>\
             <span class=\"serve-limits\">at most {limit} bytes, {seconds} s and {memory} GiB a solve</span></div>\n\
             <p id=\"serve-error\" class=\"serve-error\" role=\"alert\"{hidden}>{error}</p>\n\
             </form>\n<script>\n{SERVE_SCRIPT}\n</script>\n",
            token = self.token,
            limit = crate::text::thousands(MAX_SERVE_INPUT_BYTES as u64),
            seconds = self.solver.seconds,
            memory = SOLVE_MEMORY_BYTES >> 30,
            input = dp_lesson::escape(&String::from_utf8_lossy(input)),
            hidden = if error.is_empty() { " hidden" } else { "" },
            error = dp_lesson::escape(&error),
        );
        let page = String::from_utf8_lossy(&solved.page);
        let body = match page.rfind("</body>") {
            Some(end) => format!("{}{form}{}", &page[..end], &page[end..]),
            // No page at all (the solve was stopped): the box alone, to try again.
            None => format!(
                "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
                 <title>the live lesson</title>\n</head>\n<body>\n<header></header>\n{form}</body>\n</html>\n"
            ),
        };
        Reply {
            status,
            html: true,
            body: body.into_bytes(),
        }
    }
}

/// A connection's stream with one deadline for all its reads or all its writes: each
/// read or write may take only what is left, so a client that trickles a byte at a time
/// holds its connection no longer than the deadline.
struct Deadline<'a> {
    stream: &'a TcpStream,
    deadline: Instant,
}

impl<'a> Deadline<'a> {
    fn new(stream: &'a TcpStream, time: Duration) -> Self {
        Self {
            stream,
            deadline: Instant::now() + time,
        }
    }

    /// What is left, or a time-out error when nothing is.
    fn left(&self) -> io::Result<Duration> {
        let left = self.deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "the client took too long",
            ));
        }
        Ok(left)
    }

    /// Whether the client sends anything before the deadline (nothing is taken).
    fn has_data(&mut self) -> io::Result<bool> {
        let mut byte = [0u8; 1];
        loop {
            let Ok(left) = self.left() else {
                return Ok(false);
            };
            self.stream.set_read_timeout(Some(left))?;
            match self.stream.peek(&mut byte) {
                Ok(count) => return Ok(count > 0),
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error)
                    if matches!(
                        error.kind(),
                        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                    ) => {}
                Err(_) => return Ok(false),
            }
        }
    }
}

impl Read for Deadline<'_> {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        self.stream.set_read_timeout(Some(self.left()?))?;
        let mut stream = self.stream;
        stream.read(buffer)
    }
}

impl Write for Deadline<'_> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.stream.set_write_timeout(Some(self.left()?))?;
        let mut stream = self.stream;
        stream.write(bytes)
    }

    fn flush(&mut self) -> io::Result<()> {
        let mut stream = self.stream;
        stream.flush()
    }
}

/// A count of connections being served, at most its limit: [`Slots::take`] waits for a
/// free one.
struct Slots {
    used: std::sync::Arc<(std::sync::Mutex<usize>, std::sync::Condvar)>,
    most: usize,
}

/// A connection's place among the [`Slots`]; given back when dropped.
struct Slot {
    used: std::sync::Arc<(std::sync::Mutex<usize>, std::sync::Condvar)>,
}

impl Slots {
    fn new(most: usize) -> Self {
        Self {
            used: std::sync::Arc::new((std::sync::Mutex::new(0), std::sync::Condvar::new())),
            most: most.max(1),
        }
    }

    fn take(&self) -> Slot {
        let (count, freed) = &*self.used;
        let mut used = count
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        while *used >= self.most {
            used = freed
                .wait(used)
                .unwrap_or_else(std::sync::PoisonError::into_inner);
        }
        *used += 1;
        Slot {
            used: std::sync::Arc::clone(&self.used),
        }
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let (count, freed) = &*self.used;
        let mut used = count
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        *used = used.saturating_sub(1);
        freed.notify_one();
    }
}

/// Whether `given` is `secret`, compared in a time that does not depend on where they
/// differ.
fn same_secret(given: &[u8], secret: &[u8]) -> bool {
    given.len() == secret.len()
        && given
            .iter()
            .zip(secret)
            .fold(0u8, |differ, (a, b)| differ | (a ^ b))
            == 0
}

/// The head of one request.
#[derive(Debug, PartialEq, Eq)]
struct Request {
    method: String,
    target: String,
    host: Option<String>,
    origin: Option<String>,
    content_type: Option<String>,
    content_length: Option<usize>,
}

/// Reads a request's head (request line and headers, at most [`MAX_HEAD_BYTES`]) from
/// `stream`, byte by byte so that nothing of the body is taken.
fn read_request(stream: &mut impl Read) -> Result<Request, Reply> {
    let mut head = Vec::with_capacity(1024);
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        if head.len() == MAX_HEAD_BYTES {
            return Err(Reply::text(431, "request head too large"));
        }
        match stream.read(&mut byte) {
            Ok(1) => head.push(byte[0]),
            _ => return Err(Reply::text(400, "bad request: the head ended early")),
        }
    }
    parse_head(&head)
}

/// Parses a request's head, which ends with an empty line.
fn parse_head(head: &[u8]) -> Result<Request, Reply> {
    let bad = |what: &str| Reply::text(400, &format!("bad request: {what}"));
    let head = std::str::from_utf8(head).map_err(|_| bad("the head is not text"))?;
    let mut lines = head.split("\r\n");
    let line = lines.next().unwrap_or_default();
    let mut words = line.split(' ');
    let (Some(method), Some(target), Some(version), None) =
        (words.next(), words.next(), words.next(), words.next())
    else {
        return Err(bad("the request line"));
    };
    if !matches!(version, "HTTP/1.1" | "HTTP/1.0") || !target.starts_with('/') {
        return Err(bad("the request line"));
    }
    let mut request = Request {
        method: method.to_owned(),
        target: target.to_owned(),
        host: None,
        origin: None,
        content_type: None,
        content_length: None,
    };
    for line in lines.take_while(|line| !line.is_empty()) {
        let (name, value) = line.split_once(':').ok_or_else(|| bad("a header"))?;
        let value = value.trim().to_owned();
        let field = match name.to_ascii_lowercase().as_str() {
            "host" => &mut request.host,
            "origin" => &mut request.origin,
            "content-type" => &mut request.content_type,
            "content-length" => {
                let length = value
                    .parse()
                    .ok()
                    .filter(|_| value.bytes().all(|b| b.is_ascii_digit()))
                    .ok_or_else(|| bad("Content-Length"))?;
                if request.content_length.replace(length).is_some() {
                    return Err(bad("two Content-Length headers"));
                }
                continue;
            }
            "transfer-encoding" => {
                return Err(Reply::text(501, "not implemented: Transfer-Encoding"));
            }
            _ => continue,
        };
        if field.replace(value).is_some() {
            return Err(bad(&format!("two {name} headers")));
        }
    }
    Ok(request)
}

/// The input of a POSTed form (`input=...`, form-encoded), at most
/// [`MAX_SERVE_INPUT_BYTES`].
fn read_input(request: &Request, stream: &mut impl Read) -> Result<Vec<u8>, Reply> {
    let too_large = || {
        Reply::text(
            413,
            &format!(
                "too large: serve takes an input of at most {} bytes",
                crate::text::thousands(MAX_SERVE_INPUT_BYTES as u64)
            ),
        )
    };
    let form = request
        .content_type
        .as_deref()
        .is_some_and(|kind| kind.starts_with("application/x-www-form-urlencoded"));
    if !form {
        return Err(Reply::text(415, "unsupported: POST the page's form"));
    }
    let length = request
        .content_length
        .ok_or_else(|| Reply::text(411, "length required"))?;
    if length > MAX_BODY_BYTES {
        return Err(too_large());
    }
    let mut body = vec![0; length];
    stream
        .read_exact(&mut body)
        .map_err(|_| Reply::text(400, "bad request: the body ended early"))?;
    let input = body
        .split(|&byte| byte == b'&')
        .find_map(|pair| pair.strip_prefix(b"input="))
        .map(form_decode)
        .unwrap_or_default();
    if input.len() > MAX_SERVE_INPUT_BYTES {
        return Err(too_large());
    }
    Ok(input)
}

/// `application/x-www-form-urlencoded` decoding: `+` is a space, `%XX` a byte; a `%` not
/// followed by two hex digits stands for itself.
fn form_decode(encoded: &[u8]) -> Vec<u8> {
    let hex = |byte: u8| char::from(byte).to_digit(16);
    let mut decoded = Vec::with_capacity(encoded.len());
    let mut index = 0;
    while index < encoded.len() {
        match encoded[index] {
            b'+' => decoded.push(b' '),
            b'%' => {
                let pair = encoded
                    .get(index + 1)
                    .and_then(|&high| hex(high))
                    .zip(encoded.get(index + 2).and_then(|&low| hex(low)));
                if let Some((high, low)) = pair {
                    // Two hex digits make one byte.
                    decoded.push(u8::try_from(high * 16 + low).unwrap_or(b'?'));
                    index += 3;
                    continue;
                }
                decoded.push(b'%');
            }
            byte => decoded.push(byte),
        }
        index += 1;
    }
    decoded
}

fn write_reply(stream: &mut impl Write, reply: &Reply) -> io::Result<()> {
    let reason = match reply.status {
        200 => "OK",
        400 => "Bad Request",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        411 => "Length Required",
        413 => "Content Too Large",
        415 => "Unsupported Media Type",
        431 => "Request Header Fields Too Large",
        501 => "Not Implemented",
        _ => "Internal Server Error",
    };
    let kind = if reply.html {
        "text/html; charset=utf-8"
    } else {
        "text/plain; charset=utf-8"
    };
    // The page is self-contained: it may run its own inline script and style and post its
    // own form, and nothing else. (`same-origin`, not `no-referrer`: with the latter a
    // browser sends `Origin: null` with the form, which is refused.)
    let head = format!(
        "HTTP/1.1 {} {reason}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\n\
         Connection: close\r\nCache-Control: no-store\r\nReferrer-Policy: same-origin\r\n\
         X-Content-Type-Options: nosniff\r\nContent-Security-Policy: default-src 'none'; \
         script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; \
         form-action 'self'; base-uri 'none'; frame-ancestors 'none'\r\n\r\n",
        reply.status,
        reply.body.len()
    );
    stream.write_all(head.as_bytes())?;
    stream.write_all(&reply.body)
}

/// Solving an input in a child process: this binary as `explain --html`, with limits.
struct Solver {
    exe: std::path::PathBuf,
    args: Vec<std::ffi::OsString>,
    seconds: u64,
}

/// What a solve gave: the page (of the good cases, when one is bad) and what went wrong.
struct Solved {
    page: Vec<u8>,
    error: Option<String>,
}

/// The environment variable that tells a solve the server's process ID.
const SERVER_PID: &str = "DP_GAMES_SERVER_PID";

/// In a solve that `serve` started (`--page-from-stdin`): dies with the server, so that a
/// server killed by its PID leaves no solve running past its time limit (Linux: the
/// parent's death signal; a server already gone by then ends the solve at once).
pub fn die_with_server() {
    let Some(server) = std::env::var(SERVER_PID)
        .ok()
        .and_then(|pid| pid.parse::<i32>().ok())
    else {
        return;
    };
    #[cfg(any(target_os = "linux", target_os = "android"))]
    {
        let _ =
            rustix::process::set_parent_process_death_signal(Some(rustix::process::Signal::KILL));
    }
    let parent = rustix::process::getppid().map(|pid| pid.as_raw_pid());
    if parent != Some(server) {
        std::process::exit(1);
    }
}

/// Caps the address space, then becomes the solver: `sh -c SCRIPT NAME KIB EXE ARGS...`.
const CAPPED: &str = "ulimit -v \"$1\" || exit 125; shift; exec \"$@\"";

impl Solver {
    fn solve(&self, input: &[u8]) -> Solved {
        let failed = |message: String| Solved {
            page: Vec::new(),
            error: Some(message),
        };
        let child = Command::new("/bin/sh")
            .args(["-c", CAPPED, "dp-games-serve"])
            .arg((SOLVE_MEMORY_BYTES / 1024).to_string())
            .arg(&self.exe)
            .args(&self.args)
            .arg("--page-from-stdin")
            // Few threads and few malloc arenas: the cap is on address space, which idle
            // arenas and stacks take too.
            .env("RAYON_NUM_THREADS", "2")
            .env("MALLOC_ARENA_MAX", "2")
            .env(SERVER_PID, std::process::id().to_string())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn();
        let mut child = match child {
            Ok(child) => child,
            Err(error) => return failed(format!("the solver could not be started: {error}")),
        };
        let (Some(mut stdin), Some(stdout), Some(stderr)) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            let _ = child.kill();
            let _ = child.wait();
            return failed("the solver's pipes could not be opened".to_owned());
        };
        let input = input.to_vec();
        let feeder = thread::spawn(move || {
            let _ = stdin.write_all(&input);
        });
        let collect = |pipe: Box<dyn Read + Send>, most: u64| {
            thread::spawn(move || {
                let mut bytes = Vec::new();
                let _ = pipe.take(most).read_to_end(&mut bytes);
                bytes
            })
        };
        let page = collect(Box::new(stdout), MAX_PAGE_READ);
        let said = collect(Box::new(stderr), 64 * 1024);
        let started = Instant::now();
        let status = loop {
            match child.try_wait() {
                Ok(Some(status)) => break Some(status),
                Ok(None) if started.elapsed() < Duration::from_secs(self.seconds) => {
                    thread::sleep(Duration::from_millis(10));
                }
                _ => {
                    let _ = child.kill();
                    let _ = child.wait();
                    break None;
                }
            }
        };
        let _ = feeder.join();
        let page = page.join().unwrap_or_default();
        let said = String::from_utf8_lossy(&said.join().unwrap_or_default()).into_owned();
        let error = match status {
            None => Some(format!(
                "the solve took longer than {} s and was stopped; try fewer or smaller cases",
                self.seconds
            )),
            Some(status) => judge(status, &said),
        };
        Solved { page, error }
    }
}

/// What went wrong in a solve that ended with `status` and said `said` on standard error;
/// `None` for a good run. A bad input's error is the command line's, without the
/// `error: <stdin>:` in front: `LINE:COL: message`.
fn judge(status: ExitStatus, said: &str) -> Option<String> {
    use std::os::unix::process::ExitStatusExt;
    if status.success() {
        return None;
    }
    let errors: Vec<&str> = said
        .lines()
        .filter_map(|line| line.strip_prefix("error: "))
        .map(|line| line.strip_prefix("<stdin>:").unwrap_or(line))
        .collect();
    if !errors.is_empty() {
        return Some(errors.join("\n"));
    }
    if status.code() == Some(125) {
        return Some(
            "the solve's memory could not be capped (ulimit -v), so it was not run".to_owned(),
        );
    }
    if said.contains("memory allocation") {
        return Some(format!(
            "the solve needed more than the {} GiB serve allows; try smaller cases",
            SOLVE_MEMORY_BYTES >> 30
        ));
    }
    Some(match status.signal() {
        Some(signal) => format!("the solver stopped on signal {signal}"),
        None => format!(
            "the solver failed with status {}",
            status.code().unwrap_or(-1)
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn head(text: &str) -> Result<Request, u16> {
        parse_head(text.as_bytes()).map_err(|reply| reply.status)
    }

    #[test]
    fn request_heads_are_read_strictly() {
        let request = head(
            "POST /?token=ab HTTP/1.1\r\nHost: 127.0.0.1:80\r\nContent-Length: 12\r\n\
             Content-Type: application/x-www-form-urlencoded\r\nX-Other: y\r\n\r\n",
        )
        .expect("a good head");
        assert_eq!(
            request,
            Request {
                method: "POST".into(),
                target: "/?token=ab".into(),
                host: Some("127.0.0.1:80".into()),
                origin: None,
                content_type: Some("application/x-www-form-urlencoded".into()),
                content_length: Some(12),
            }
        );
        for bad in [
            "GET / HTTP/1.1 extra\r\n\r\n",
            "GET http://evil/ HTTP/1.1\r\n\r\n",
            "GET / HTTP/2\r\n\r\n",
            "GET / HTTP/1.1\r\nno colon\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
            "POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n",
            "POST / HTTP/1.1\r\nContent-Length: +5\r\n\r\n",
            "POST / HTTP/1.1\r\nContent-Length: 99999999999999999999999\r\n\r\n",
            "POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 1\r\n\r\n",
        ] {
            assert_eq!(head(bad).map(|_| ()), Err(400), "{bad:?}");
        }
        assert_eq!(
            head("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n").map(|_| ()),
            Err(501)
        );
    }

    #[test]
    fn a_head_beyond_its_limit_is_refused_unread() {
        let mut endless = io::repeat(b'a').take(1 << 30);
        let refused = read_request(&mut endless)
            .map(|_| ())
            .map_err(|reply| reply.status);
        assert_eq!(refused, Err(431));
        // Only the limit was read.
        assert_eq!(endless.limit(), (1 << 30) - MAX_HEAD_BYTES as u64);
        let mut cut = &b"GET / HTTP/1.1\r\nHost: x"[..];
        assert_eq!(
            read_request(&mut cut).map(|_| ()).map_err(|r| r.status),
            Err(400)
        );
    }

    #[test]
    fn forms_decode_and_bodies_are_capped() {
        assert_eq!(form_decode(b"1+2%0A3%0d%zz%4"), b"1 2\n3\r%zz%4");
        assert_eq!(form_decode(b"%FF%e9"), [0xff, 0xe9]);
        let post = |length: usize, kind: &str| Request {
            method: "POST".into(),
            target: "/".into(),
            host: None,
            origin: None,
            content_type: Some(kind.into()),
            content_length: Some(length),
        };
        let form = "application/x-www-form-urlencoded";
        let body = b"token=x&input=3+1%0A2";
        assert_eq!(
            read_input(&post(body.len(), form), &mut &body[..]).map_err(|r| r.status),
            Ok(b"3 1\n2".to_vec())
        );
        let status = |request: &Request, body: &[u8]| {
            read_input(request, &mut &body[..])
                .map(|_| ())
                .map_err(|reply| reply.status)
        };
        assert_eq!(status(&post(MAX_BODY_BYTES + 1, form), b""), Err(413));
        assert_eq!(status(&post(5, "text/plain"), b"input"), Err(415));
        assert_eq!(status(&post(50, form), b"input=short"), Err(400));
        let big = format!("input={}", "1".repeat(MAX_SERVE_INPUT_BYTES + 1));
        assert_eq!(status(&post(big.len(), form), big.as_bytes()), Err(413));
    }

    #[test]
    fn tokens_are_random_hex_and_compared_whole() {
        let (one, two) = (
            random_token().expect("urandom"),
            random_token().expect("urandom"),
        );
        assert_eq!(one.len(), 32);
        assert!(
            one.bytes()
                .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
        );
        assert_ne!(one, two);
        assert!(same_secret(one.as_bytes(), one.as_bytes()));
        assert!(!same_secret(one.as_bytes(), two.as_bytes()));
        assert!(!same_secret(&one.as_bytes()[..31], one.as_bytes()));
        assert!(!same_secret(b"", one.as_bytes()));
    }
}
