//! `gems-fight serve`: a solve does not outlive the server.

use crate::GEMS_FIGHT;
use std::io::Write;
use std::time::Duration;

#[test]
fn a_solve_dies_with_the_server() {
    // One case of 26 bags, the most gen makes: over 10 s of solving before a byte of the
    // page is written (a solve that writes dies of the closed pipe), well past the 3 s
    // below that a killed process is given to be gone.
    let input = dp_testing::run(
        GEMS_FIGHT,
        &["gen", "--seed", "1", "--count", "1", "--bags", "26"],
        b"",
    )
    .stdout;
    let folder = dp_testing::temporary_folder("serve-solve");
    let file = folder.join("big.in");
    std::fs::write(&file, input).expect("a file");
    let served = dp_testing::serve::serve(
        GEMS_FIGHT,
        &[
            &file.display().to_string(),
            "--port",
            "0",
            "--time-limit",
            "600",
        ],
    );
    let (port, token) = (served.port, served.token.clone());
    let client = std::thread::spawn(move || {
        // The page never comes: the server is killed while it solves.
        if let Ok(mut stream) = std::net::TcpStream::connect(("127.0.0.1", port)) {
            let request = format!("GET /?token={token} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n");
            let _ = stream.write_all(request.as_bytes());
            let _ = std::io::Read::read_to_end(&mut stream, &mut Vec::new());
        }
    });
    let server = served.pid();
    // Solving for a second of CPU: past reading its input, in the middle of its work.
    let solving = dp_testing::wait_until(Duration::from_secs(120), || {
        dp_testing::children_of(server)
            .iter()
            .any(|&solve| dp_testing::cpu_ticks(solve) >= 100)
    });
    let solves = dp_testing::children_of(server);
    let _ = std::process::Command::new("kill")
        .args(["-KILL", &server.to_string()])
        .status();
    let ended = dp_testing::wait_until(Duration::from_secs(3), || {
        solves
            .iter()
            .all(|&solve| !dp_testing::process_running(solve))
    });
    for solve in &solves {
        let _ = std::process::Command::new("kill")
            .args(["-KILL", &solve.to_string()])
            .status();
    }
    let _ = client.join();
    drop(served);
    let _ = std::fs::remove_dir_all(&folder);
    assert!(solving, "the server started a solve");
    assert!(ended, "the solve outlived its server: {solves:?}");
}
