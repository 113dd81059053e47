//! The practice modes of the lesson page (dp-lesson's `practice.js`), tried in headless
//! Chromium as a student would: the quiz hides the entry being computed, a wrong value is
//! told wrong, the hint rings what the entry reads, the right value is told right and
//! scored, the answer can be shown; the play mode plays the case's game against the
//! optimal player, each choice priced as the game's own data prices it, and, for a game
//! without chance, the total cost is the one `NAME play --json` gives for the same choices.

use serde_json::{Value, json};

use crate::serve::Chromium;

/// What the quiz shows: the entry asked, what tells it, the feedback and the score.
const QUIZ_STATE: &str = r##"(() => {
  const root = document.documentElement;
  if (document.readyState !== "complete" || root.dataset.ready !== "true") return null;
  const asked = document.querySelector('[data-quiz="asked"]');
  const feedback = document.getElementById("practice-feedback");
  const score = document.querySelector(".practice-score");
  const step = Number(root.dataset.currentStep) - 1;
  const frame = DPLesson.frame;
  const item = frame.drawer && frame.drawer.quiz ? frame.drawer.quiz(frame.cases[frame.current.index], step) : null;
  return {
    mode: root.dataset.mode || "",
    step,
    item,
    asked: asked ? asked.getAttribute("data-entry") : null,
    askedText: asked ? asked.textContent : "",
    stepText: document.getElementById("step-text").textContent,
    choicesShown: Array.from(document.querySelectorAll("#drawing .kit-choices")).filter((node) => node.offsetParent !== null).length,
    verdict: feedback ? feedback.dataset.verdict : "",
    feedback: feedback ? feedback.textContent : "",
    right: score ? Number(score.dataset.right) : -1,
    askedCount: score ? Number(score.dataset.asked) : -1,
    hinted: document.querySelectorAll("#drawing .quiz-hint").length,
    short: item ? DPLesson.kit.short(item.answer) : "",
  };
})()"##;

/// What the play mode shows.
const PLAY_STATE: &str = r##"(() => {
  const root = document.documentElement;
  if (document.readyState !== "complete" || root.dataset.ready !== "true") return null;
  const panel = document.getElementById("practice");
  const verdict = document.querySelector("#practice .practice-priced .kit-verdict");
  const result = document.querySelector("#practice .practice-result");
  return {
    mode: root.dataset.mode || "",
    at: panel.dataset.at === "" ? null : Number(panel.dataset.at),
    over: panel.dataset.over || "",
    decisions: Number(panel.dataset.decisions),
    total: panel.dataset.totalCost === undefined ? null : Number(panel.dataset.totalCost),
    verdict: verdict ? verdict.textContent : "",
    result: result ? result.textContent : "",
    log: Array.from(document.querySelectorAll("#practice .kit-play li")).map((item) => item.textContent),
    options: document.querySelectorAll("#practice [data-option]").length,
  };
})()"##;

fn state(chromium: &mut Chromium, script: &str, what: &str) -> Value {
    chromium.wait_for(script, what)
}

/// Runs `script` (a statement) in the page, then returns the state `after` shows.
fn act(chromium: &mut Chromium, script: &str, after: &str) -> Value {
    let done = chromium.evaluate(&format!("(() => {{ {script}; return true; }})()"));
    assert_eq!(
        done,
        Some(Value::Bool(true)),
        "the page could not run: {script}"
    );
    state(chromium, after, script)
}

/// The quiz of the lesson page of `sample`'s first case (a fixture, relative to the
/// workspace root) and the play mode of its first case with a choice to make, in headless
/// Chromium; the quiz only when the problem
/// has a page script (`has_script`: without one, the page shows the text explain and the
/// quiz button is disabled).
pub fn assert_practice(binary: &str, sample: &str, has_script: bool) {
    let Some(browser) = crate::browser() else {
        return;
    };
    let page = crate::run(binary, &["explain", "--html", sample], b"");
    assert_eq!(page.code, 0, "{}", page.stderr);
    let folder = std::env::temp_dir().join(format!(
        "dp-games-practice-{}-{}",
        std::process::id(),
        binary.len() + sample.len()
    ));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let path = folder.join("lesson.html");
    std::fs::write(&path, &page.stdout).expect("the page is written");
    let url = format!("file://{}", path.display());
    let games = game_islands(&page.stdout);
    // The first case whose game asks the student a choice (one of two or more options).
    let (case, game) = games
        .iter()
        .enumerate()
        .find_map(|(index, game)| {
            let game = game.as_ref()?;
            let nodes = game["nodes"].as_array()?;
            let choice = nodes.iter().any(|node| {
                node["turn"] == "player" && node["options"].as_array().is_some_and(|o| o.len() > 1)
            });
            choice.then(|| (index + 1, game.clone()))
        })
        .unwrap_or_else(|| panic!("{sample}: no case has a game with a choice on the page"));
    if has_script {
        assert_quiz(&browser, &url, sample);
    }
    let choices = assert_play(&browser, &url, sample, case, &game);
    let deterministic = game["whole"] == true
        && game["nodes"]
            .as_array()
            .is_some_and(|nodes| nodes.iter().all(|node| node["turn"] != "chance"));
    if let Some((keys, total)) = choices.filter(|_| deterministic) {
        // The terminal's play of the same choices costs the same.
        let script = keys.join("\n") + "\n";
        let case = case.to_string();
        let args = ["play", "--json", "--case", &case, sample];
        let lines = crate::run(binary, &args, script.as_bytes());
        assert_eq!(lines.code, 0, "{sample}: play {keys:?}: {}", lines.stderr);
        let summary: Value = serde_json::from_str(lines.stdout.lines().last().unwrap_or(""))
            .expect("a JSON summary line");
        let terminal = summary["total_cost"].as_f64().expect("a total cost");
        assert!(
            (terminal - total).abs() < 1e-9,
            "{sample}: the page's total cost {total}, the terminal's {terminal}, for {keys:?}"
        );
    }
    let _ = std::fs::remove_dir_all(&folder);
}

/// The `case-game` island of every case (`None` for a case without one).
fn game_islands(html: &str) -> Vec<Option<Value>> {
    html.split("<section class=\"case\"")
        .skip(1)
        .map(|section| {
            let island = section.split("class=\"case-game\">").nth(1)?;
            let text = island.split("</script>").next()?;
            Some(serde_json::from_str(&text.replace("<\\/", "</")).expect("the game is JSON"))
        })
        .collect()
}

/// A value that is not `answer`: its number plus one, or a word.
fn wrong_for(answer: &str) -> String {
    let plain = answer.trim().trim_end_matches('%').replace('\u{2212}', "-");
    match plain.parse::<f64>() {
        Ok(number) => format!("{}", number + 1.0),
        Err(_) => "nothing".to_owned(),
    }
}

/// Types `text` into the answer box and checks it, or picks it among the choices.
fn answer_script(item: &Value, text: &str) -> String {
    let text = serde_json::to_string(text).expect("JSON");
    if item["choices"]
        .as_array()
        .is_some_and(|choices| !choices.is_empty())
    {
        format!(
            "Array.from(document.querySelectorAll('#practice [data-choice]')).find((b) => b.dataset.choice === {text}).click()"
        )
    } else {
        format!(
            "document.getElementById('practice-answer').value = {text}; document.getElementById('practice-check').click()"
        )
    }
}

fn assert_quiz(browser: &std::path::Path, url: &str, sample: &str) {
    let mut chromium = Chromium::open(browser, &format!("{url}#case=1&step=1&mode=quiz"));
    let mut now = state(&mut chromium, QUIZ_STATE, "the quiz to be drawn");
    assert_eq!(now["mode"], "quiz", "{sample}: the deep link's mode");
    if now["asked"].is_null() {
        now = act(
            &mut chromium,
            "document.querySelector('.practice-next').click()",
            QUIZ_STATE,
        );
    }
    let item = now["item"].clone();
    let key = now["asked"]
        .as_str()
        .unwrap_or_else(|| panic!("{sample}: the quiz asks for no entry: {now}"))
        .to_owned();
    let item_key = match &item["key"] {
        Value::String(text) => text.clone(),
        other => other.to_string(),
    };
    assert_eq!(
        item_key, key,
        "{sample}: the entry hidden is the one the quiz names"
    );
    let answer = item["answer"].as_str().expect("an answer").to_owned();
    assert!(
        now["askedText"]
            .as_str()
            .is_some_and(|text| text.contains('?')),
        "{sample}: the entry asked is not hidden: {now}"
    );
    assert!(
        !now["askedText"]
            .as_str()
            .unwrap_or("")
            .contains(answer.as_str())
            || answer.len() < 2,
        "{sample}: the entry asked shows its answer {answer}: {now}"
    );
    let sentence = now["stepText"].as_str().unwrap_or("").to_owned();
    let what = item["what"].as_str().unwrap_or("").to_owned();
    assert!(
        sentence.contains(&what)
            && (answer.len() < 2 || !sentence.replace(&what, "").contains(&answer)),
        "{sample}: the step's sentence should ask for {what}, not tell {answer}: {sentence:?}"
    );
    assert_eq!(
        now["choicesShown"], 0,
        "{sample}: the candidates tell the answer"
    );
    // The value asked is the one the table shows when the quiz is off.
    let shown = act(
        &mut chromium,
        "DPLesson.frame.setMode('explore')",
        &format!(
            "(() => {{ const nodes = Array.from(document.querySelectorAll('#drawing [data-entry]')).filter((n) => n.getAttribute('data-entry') === {}); \
             const now = nodes.filter((n) => n.classList.contains('kit-now')); \
             return (now.length ? now : nodes).map((n) => {{ const c = n.cloneNode(true); c.querySelectorAll('title').forEach((t) => t.remove()); return c.textContent; }}).join(' | '); }})()",
            serde_json::to_string(&key).expect("JSON")
        ),
    );
    let shown = shown.as_str().unwrap_or("").to_owned();
    let short = now["short"].as_str().unwrap_or("").to_owned();
    let also = item["shown"].as_str().unwrap_or("\u{0}").to_owned();
    assert!(
        shown.contains(&answer) || shown.contains(&short) || shown.contains(&also),
        "{sample}: the quiz asks {answer} of entry {key}, the table shows {shown:?}"
    );
    now = act(&mut chromium, "DPLesson.frame.setMode('quiz')", QUIZ_STATE);
    assert_eq!(now["asked"].as_str(), Some(key.as_str()));
    // A click on the entry asked does not open it.
    now = act(
        &mut chromium,
        "document.querySelector('[data-quiz=\"asked\"]').dispatchEvent(new MouseEvent('click', { bubbles: true }))",
        QUIZ_STATE,
    );
    assert_eq!(now["verdict"], "refused", "{sample}: {now}");
    // Nor do the keys that open an entry.
    let detail = act(
        &mut chromium,
        "document.getElementById('practice-feedback').dataset.verdict = ''; \
         document.querySelector('[data-quiz=\"asked\"]').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))",
        "[document.getElementById('practice-feedback').dataset.verdict, document.getElementById('detail').textContent]",
    );
    assert_eq!(
        detail[0], "refused",
        "{sample}: Enter on the entry asked: {detail}"
    );
    assert!(
        answer.len() < 3
            || !detail[1]
                .as_str()
                .unwrap_or("")
                .replace(item["what"].as_str().unwrap_or("\u{0}"), "")
                .contains(answer.as_str()),
        "{sample}: the detail panel tells {answer}: {detail}"
    );
    // Wrong, then the hint, then right: asked once, not right the first time.
    let wrong = match item["choices"].as_array() {
        Some(choices) if !choices.is_empty() => choices
            .iter()
            .filter_map(Value::as_str)
            .find(|choice| *choice != answer)
            .expect("a wrong choice")
            .to_owned(),
        _ => wrong_for(&answer),
    };
    now = act(&mut chromium, &answer_script(&item, &wrong), QUIZ_STATE);
    assert_eq!(
        now["verdict"], "wrong",
        "{sample}: {wrong} for {answer}: {now}"
    );
    assert_eq!(
        (now["right"].clone(), now["askedCount"].clone()),
        (json!(0), json!(0))
    );
    now = act(
        &mut chromium,
        "document.getElementById('practice-hint').click()",
        QUIZ_STATE,
    );
    assert_eq!(now["verdict"], "hint", "{sample}: {now}");
    let reads = item["reads"].as_array().map_or(0, Vec::len);
    if reads > 0 {
        assert!(
            now["hinted"].as_u64().unwrap_or(0) >= 1,
            "{sample}: the hint rings nothing: {now}"
        );
    }
    now = act(&mut chromium, &answer_script(&item, &answer), QUIZ_STATE);
    assert_eq!(now["verdict"], "right", "{sample}: {answer}: {now}");
    assert_eq!(
        (now["right"].clone(), now["askedCount"].clone()),
        (json!(0), json!(1))
    );
    assert!(
        now["asked"].is_null(),
        "{sample}: still hidden once answered: {now}"
    );
    // The next entry, right the first time (a chance typed as a percentage rounded to two
    // decimals, as a student might); the one after, shown.
    now = act(
        &mut chromium,
        "document.querySelector('.practice-next').click()",
        QUIZ_STATE,
    );
    if now["asked"].is_string() {
        let item = now["item"].clone();
        let answer = item["answer"].as_str().expect("an answer").to_owned();
        let typed = match answer.parse::<f64>() {
            Ok(chance) if answer.contains('.') && chance > 0.0 && chance < 1.0 => {
                format!("{:.2}%", chance * 100.0)
            }
            _ => answer.clone(),
        };
        now = act(&mut chromium, &answer_script(&item, &typed), QUIZ_STATE);
        assert_eq!(
            now["verdict"], "right",
            "{sample}: {typed} for {answer}: {now}"
        );
        assert_eq!(
            (now["right"].clone(), now["askedCount"].clone()),
            (json!(1), json!(2))
        );
        now = act(
            &mut chromium,
            "document.querySelector('.practice-next').click()",
            QUIZ_STATE,
        );
        if let Some(answer) = now["item"]["answer"].as_str().map(str::to_owned)
            && now["asked"].is_string()
        {
            now = act(
                &mut chromium,
                "document.getElementById('practice-show').click()",
                QUIZ_STATE,
            );
            assert_eq!(now["verdict"], "shown", "{sample}: {now}");
            assert!(
                now["feedback"]
                    .as_str()
                    .is_some_and(|text| text.contains(&answer))
            );
            assert_eq!(
                (now["right"].clone(), now["askedCount"].clone()),
                (json!(1), json!(3))
            );
        }
    }
}

/// Plays case `case`: the worst option first, the best after; each choice's cost as the
/// game's data says, the total the sum. Returns the keys chosen and the total, when the
/// game ended on the page.
fn assert_play(
    browser: &std::path::Path,
    url: &str,
    sample: &str,
    case: usize,
    game: &Value,
) -> Option<(Vec<String>, f64)> {
    let mut chromium = Chromium::open(browser, &format!("{url}#case={case}&mode=play"));
    let mut now = state(&mut chromium, PLAY_STATE, "the play mode to be drawn");
    assert_eq!(now["mode"], "play", "{sample}");
    // Chance may end the game, or carry it beyond the page, before the student's first
    // choice (pig: a forced roll, then the other player's turns): a new game, up to 50.
    for _ in 0..50 {
        if now["at"].is_u64() {
            break;
        }
        now = act(
            &mut chromium,
            "document.getElementById('practice-new').click()",
            PLAY_STATE,
        );
    }
    let nodes = game["nodes"].as_array().expect("nodes");
    let (mut keys, mut total) = (Vec::new(), 0.0);
    for decision in 0..500 {
        let Some(at) = now["at"].as_u64() else { break };
        let node = &nodes[at as usize];
        let options = node["options"].as_array().expect("a choice to make");
        assert_eq!(
            now["options"].as_u64(),
            Some(options.len() as u64),
            "{sample}"
        );
        let cost = |k: usize| options[k]["cost"].as_f64().expect("a cost");
        let pick = if decision == 0 {
            (0..options.len())
                .max_by(|&a, &b| cost(a).total_cmp(&cost(b)))
                .expect("an option")
        } else {
            node["best"].as_u64().expect("a best option") as usize
        };
        keys.push(options[pick]["key"].as_str().expect("a key").to_owned());
        total += cost(pick);
        now = act(
            &mut chromium,
            &format!("document.querySelector('#practice [data-option=\"{pick}\"]').click()"),
            PLAY_STATE,
        );
        let verdict = now["verdict"].as_str().unwrap_or("");
        if cost(pick) > 0.0 {
            let text = options[pick]["cost_text"].as_str().expect("a cost");
            assert!(
                verdict.contains(text),
                "{sample}: cost {text}, the page says {verdict:?}"
            );
        } else {
            assert!(verdict.contains("best"), "{sample}: {verdict:?}");
        }
        assert_eq!(now["decisions"].as_u64(), Some(decision as u64 + 1));
    }
    assert!(!keys.is_empty(), "{sample}: the page asked for no choice");
    assert!(
        now["over"] == "over" || now["over"] == "beyond",
        "{sample}: {now}"
    );
    assert!(
        !now["result"].as_str().unwrap_or("").is_empty(),
        "{sample}: {now}"
    );
    let shown = now["total"].as_f64().expect("a total cost");
    assert!(
        (shown - total).abs() < 1e-9,
        "{sample}: total {shown}, the choices cost {total}"
    );
    let ended = now["over"] == "over";
    if game["players"]
        .as_array()
        .is_some_and(|players| players.len() == 2)
    {
        now = act(
            &mut chromium,
            "document.getElementById('practice-side').click()",
            PLAY_STATE,
        );
        assert_eq!(now["decisions"], 0, "{sample}: {now}");
        let first = game["players"][0].as_str().expect("a name");
        assert!(
            now["log"][0]
                .as_str()
                .is_some_and(|line| line.starts_with(first) || line.starts_with("Chance")),
            "{sample}: playing second, the optimal {first} moves first: {now}"
        );
    }
    ended.then_some((keys, total))
}
