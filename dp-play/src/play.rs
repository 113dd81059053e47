//! `NAME play`: the student makes the decisions of one case, against the optimal player
//! where there is an opponent, and sees what each one cost.
//!
//! The game is a problem's [`Decisions`]; this module is the loop that plays it on any of
//! them. The student is player 0 (player 1 with `--second`); the other player takes the
//! first option of the largest value (the solve's own choice), and chance draws its
//! outcomes from a seeded generator (`--seed`, else a fresh seed, said at the end so the
//! game can be replayed). Choices are read one a line with the positioned scanner of the
//! input, so a piped script plays too: blank lines and lines from `#` are skipped. A
//! choice that is not one of the options is asked again when a person types at a
//! terminal, and ends the run with `SOURCE:LINE:COL: ...` (exit 1) from a pipe or a file.
//!
//! Three ways to show the game:
//!
//! - coached (the default): after each choice, every option with its value, and what the
//!   choice cost (the best value less the chosen one, in the problem's unit);
//! - `--test`, Verhoeff's proficiency test: the values only at the end, one line a
//!   decision (the cost, the choice, the best, the position), the biggest mistakes first,
//!   then the mean cost;
//! - `--json`: one object a decision (`options` with their `value`, `chosen`, `best`,
//!   `cost`), then a summary object (`decisions`, `total_cost`, `mean_cost`); the board
//!   goes to standard error when a person plays at a terminal, nowhere otherwise.
//!
//! Colour only when standard output is a terminal (and `NO_COLOR` is not set).

use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;

use serde::Serialize;

use crate::decide::{self, Amount, Decisions, Priced, Turn};
use crate::error::Error;
use crate::run::Output;
use crate::scan::{ParseError, Pos, Scanner};
use dp_core::rng::SplitMix64;

/// The flags of `NAME play` that every problem shares.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct PlayArgs {
    /// Play case N of the input (from 1)
    #[arg(long = "case", value_name = "N", default_value_t = 1, value_parser = case_number)]
    pub case: usize,
    /// Play second: the optimal player makes the first move
    #[arg(long)]
    pub second: bool,
    /// Seed of the dice (or any chance): the same seed, the same throws [default: a fresh
    /// one, said at the end]
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// The proficiency test: no values while playing; at the end one line a decision, the
    /// biggest mistakes first, and the mean cost
    #[arg(long)]
    pub test: bool,
    /// The cases; standard input when absent or "-", and then the choices follow the case
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
}

/// `--case N`: a whole number from 1.
fn case_number(text: &str) -> Result<usize, String> {
    text.trim()
        .parse()
        .ok()
        .filter(|&number| number >= 1)
        .ok_or_else(|| "expected a whole number, at least 1".to_owned())
}

/// Where the choices come from: a scanner over standard input (after the case, when the
/// case came from there too), and whether a person types them.
pub struct Choices {
    /// The name errors use: `<stdin>`.
    pub name: String,
    /// The lines.
    pub scanner: Scanner<'static>,
    /// Whether a person types at a terminal: a bad choice is asked again, and the end of
    /// the input leaves the game unfinished rather than failing the run.
    pub typed: bool,
}

impl Choices {
    /// Standard input.
    pub fn stdin() -> Self {
        Self::from_stdin(Scanner::new(io::stdin()))
    }

    /// `scanner`, which reads standard input.
    pub fn from_stdin(scanner: Scanner<'static>) -> Self {
        Self {
            name: "<stdin>".to_owned(),
            scanner,
            typed: io::stdin().is_terminal(),
        }
    }
}

/// How the game is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Coached,
    Test,
    Json,
}

/// Where the board and the messages of the game go.
struct Board<'a> {
    output: &'a Output,
    mode: Mode,
    typed: bool,
    colour: bool,
}

impl Board<'_> {
    /// Writes `text` (one or more lines) where the board goes.
    fn say(&self, text: &str) -> Result<(), Error> {
        match self.mode {
            Mode::Json if self.typed => {
                let mut stderr = io::stderr().lock();
                let _ = writeln!(stderr, "{text}");
                Ok(())
            }
            Mode::Json => Ok(()),
            Mode::Coached | Mode::Test => self.output.write(|out| writeln!(out, "{text}")),
        }
    }

    /// The prompt before a choice is read: `> ` on a terminal, where the player types it.
    fn prompt(&self) -> Result<(), Error> {
        if !self.typed {
            return Ok(());
        }
        match self.mode {
            Mode::Json => {
                let mut stderr = io::stderr().lock();
                let _ = write!(stderr, "> ");
                let _ = stderr.flush();
                Ok(())
            }
            Mode::Coached | Mode::Test => self.output.write(|out| write!(out, "> ")),
        }
    }

    /// `text` in colour `code` (an ANSI SGR number) when colour is on.
    fn paint(&self, text: &str, code: &str) -> String {
        if self.colour {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_owned()
        }
    }
}

const GREEN: &str = "32";
const RED: &str = "31";

/// One decision the student made, for the reports.
struct Made<V> {
    number: usize,
    position: String,
    chosen: String,
    best: String,
    cost: V,
}

/// One `--json` line of a decision.
#[derive(Serialize)]
struct DecisionLine<'a, P, C, V> {
    decision: usize,
    player: &'a str,
    position: &'a P,
    options: &'a [Priced<C, P, V>],
    chosen: &'a C,
    best: &'a C,
    cost: V,
}

/// The last `--json` line.
#[derive(Serialize)]
struct Summary<'a, V> {
    decisions: usize,
    total_cost: V,
    mean_cost: f64,
    unit: &'a str,
    /// How the game ended; absent when the input ended first.
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<String>,
    /// The seed of the chance drawn, when there was any.
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
}

/// The most options listed after a choice; the chosen one is added when it is not among
/// them.
const LISTED: usize = 10;

/// Plays `game` with the student's choices from `choices`, as `args` and `json` ask.
pub fn play<G: Decisions>(
    game: &G,
    args: &PlayArgs,
    json: bool,
    mut choices: Choices,
) -> Result<(), Error> {
    let players = G::PLAYERS;
    let me = usize::from(args.second);
    if me >= players.len() {
        return Err(Error::usage(
            "--second: this is a game of one player, with no second player to be",
        ));
    }
    let output = Output::stdout()?;
    let mode = match (json, args.test) {
        (true, _) => Mode::Json,
        (false, true) => Mode::Test,
        (false, false) => Mode::Coached,
    };
    let board = Board {
        output: &output,
        mode,
        typed: choices.typed,
        colour: output.is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    let seed = args.seed.unwrap_or_else(fresh_seed);
    let mut rng = SplitMix64::new(seed);
    let mut drew = false;
    board.say(&header::<G>(players, me, mode))?;
    let mut made: Vec<Made<G::Value>> = Vec::new();
    let mut total = G::Value::ZERO;
    let mut at = game.start();
    let finished = loop {
        match game.turn(&at) {
            Turn::Over => break true,
            Turn::Chance => {
                let mut outcomes = game.chances(&at);
                let weights: u64 = outcomes.iter().map(|outcome| outcome.weight).sum();
                if weights == 0 {
                    break true;
                }
                let mut pick = rng.below(weights);
                let drawn = outcomes
                    .iter()
                    .position(|outcome| {
                        let here = pick < outcome.weight;
                        pick = pick.saturating_sub(outcome.weight);
                        here
                    })
                    .unwrap_or(0);
                drew |= outcomes.len() > 1;
                let outcome = outcomes.swap_remove(drawn);
                board.say(&outcome.what)?;
                at = outcome.leads_to;
            }
            Turn::Player(player) => {
                let mut options = game.options(&at);
                let Some(best) = decide::best(&options) else {
                    break true;
                };
                let mover = players.get(player).copied().unwrap_or("?");
                // A move with no alternative is no decision: it is made for the player.
                let forced = options.len() == 1;
                if player != me || forced {
                    let name = game.name(&at, &options[best].choice);
                    let only = if forced { " (the only move)" } else { "" };
                    board.say(&format!("{mover}: {name}{only}"))?;
                    at = options.swap_remove(best).leads_to;
                    continue;
                }
                board.say(&game.board(&at))?;
                let question = if players.len() > 1 {
                    format!("Your move ({mover}): {}", game.ask(&at))
                } else {
                    format!("Your move: {}", game.ask(&at))
                };
                let Some(chosen) = choose(game, &at, &options, &question, &board, &mut choices)?
                else {
                    break false;
                };
                let cost = options[best].value.minus(options[chosen].value);
                total = total.plus(cost);
                let number = made.len() + 1;
                match mode {
                    Mode::Json => {
                        let line = DecisionLine {
                            decision: number,
                            player: mover,
                            position: &at,
                            options: &options,
                            chosen: &options[chosen].choice,
                            best: &options[best].choice,
                            cost,
                        };
                        output.write(|out| {
                            serde_json::to_writer(&mut *out, &line)?;
                            writeln!(out)
                        })?;
                    }
                    Mode::Coached => {
                        board.say(&priced(game, &at, &options, best, chosen, &board))?
                    }
                    Mode::Test => {}
                }
                made.push(Made {
                    number,
                    position: game.show(&at),
                    chosen: game.name(&at, &options[chosen].choice),
                    best: game.name(&at, &options[best].choice),
                    cost,
                });
                at = options.swap_remove(chosen).leads_to;
            }
        }
    };
    let result = finished.then(|| game.result(&at));
    board.say(result.as_deref().unwrap_or("The game is left unfinished."))?;
    let seed = drew.then_some(seed);
    match mode {
        Mode::Json => {
            let summary = Summary {
                decisions: made.len(),
                total_cost: total,
                mean_cost: mean(total, made.len()),
                unit: G::UNIT,
                result,
                seed,
            };
            output.write(|out| {
                serde_json::to_writer(&mut *out, &summary)?;
                writeln!(out)
            })?;
        }
        Mode::Coached => board.say(&totals(game, &made, total, seed))?,
        Mode::Test => {
            board.say(&test_report(game, &made, &board))?;
            board.say(&totals(game, &made, total, seed))?;
        }
    }
    output.flush()
}

/// The first lines: who plays whom, and what the values mean.
fn header<G: Decisions>(players: &[&str], me: usize, mode: Mode) -> String {
    let who = match players {
        [one] => format!("You play {one}."),
        _ => {
            let others: Vec<&str> = players
                .iter()
                .enumerate()
                .filter(|&(index, _)| index != me)
                .map(|(_, &name)| name)
                .collect();
            format!(
                "You play {}; {} plays optimally.",
                players[me],
                others.join(" and ")
            )
        }
    };
    let then = match mode {
        Mode::Test => format!(
            "The proficiency test: what each choice cost ({}) comes at the end.",
            G::UNIT
        ),
        _ => format!(
            "After each choice: every option's value under optimal play from then on ({}), \
             and what yours cost.",
            G::UNIT
        ),
    };
    format!("{who} {then}")
}

/// Reads the student's choice at `at`: the index of an option, or `None` when a person at
/// a terminal ended the input.
fn choose<G: Decisions>(
    game: &G,
    at: &G::Position,
    options: &[Priced<G::Choice, G::Position, G::Value>],
    question: &str,
    board: &Board<'_>,
    choices: &mut Choices,
) -> Result<Option<usize>, Error> {
    let keys: Vec<G::Choice> = options.iter().map(|option| option.choice.clone()).collect();
    board.say(question)?;
    loop {
        board.prompt()?;
        board.output.flush()?;
        let Some(line) = next_choice_line(&mut choices.scanner) else {
            if let Some(failure) = choices.scanner.take_failure() {
                return Err(Error::read(&choices.name, &failure));
            }
            if choices.typed {
                return Ok(None);
            }
            let end = Pos {
                line: choices.scanner.line(),
                col: 1,
            };
            return Err(Error::parse(
                &choices.name,
                &ParseError::new(
                    end,
                    format!(
                        "the input ended before the game did; expected a choice ({})",
                        game.ask(at)
                    ),
                ),
            ));
        };
        let text = String::from_utf8_lossy(&line.text).into_owned();
        let trimmed = text.trim();
        if !line.too_long && (trimmed.is_empty() || trimmed.starts_with('#')) {
            continue;
        }
        let offset = text.len() - text.trim_start().len();
        let pos = line.pos(&text, offset);
        let read = if line.too_long {
            Err(format!(
                "a line longer than {} bytes; a choice is a word or two ({})",
                crate::text::thousands(MAX_CHOICE_LINE as u64),
                game.ask(at)
            ))
        } else {
            Ok(())
        };
        let read = read
            .and_then(|()| game.read(at, trimmed, &keys))
            .and_then(|choice| {
                keys.iter().position(|key| *key == choice).ok_or_else(|| {
                    format!(
                        "{} is not a choice here ({})",
                        crate::scan::quote(trimmed.as_bytes()),
                        game.ask(at)
                    )
                })
            });
        match read {
            Ok(index) => {
                if !choices.typed && board.mode != Mode::Json {
                    board.say(&format!("> {trimmed}"))?;
                }
                return Ok(Some(index));
            }
            Err(message) if choices.typed => board.say(&board.paint(&message, RED))?,
            Err(message) => {
                return Err(Error::parse(&choices.name, &ParseError::new(pos, message)));
            }
        }
    }
}

/// The most bytes of a line of choices that are kept: a choice is a word or two, and a
/// longer line is refused without being held.
pub const MAX_CHOICE_LINE: usize = 4096;

/// A line of choices: at most [`MAX_CHOICE_LINE`] bytes of it, and where it starts.
struct ChoiceLine {
    text: Vec<u8>,
    start: Pos,
    too_long: bool,
}

impl ChoiceLine {
    /// The position of byte `offset` of `text` (the line, decoded).
    fn pos(&self, text: &str, offset: usize) -> Pos {
        let before = text
            .get(..offset)
            .map_or(0, |before| before.chars().count());
        Pos {
            line: self.start.line,
            col: self
                .start
                .col
                .saturating_add(u32::try_from(before).unwrap_or(u32::MAX)),
        }
    }
}

/// The next line of choices, read as it streams so that memory stays bounded whatever its
/// length; `None` at the end of the input.
fn next_choice_line(scanner: &mut Scanner<'static>) -> Option<ChoiceLine> {
    let mut line = ChoiceLine {
        text: Vec::new(),
        start: Pos { line: 1, col: 1 },
        too_long: false,
    };
    let mut first = true;
    scanner.next_line_in_pieces(|piece| {
        if first {
            line.start = piece.pos(0);
            first = false;
        }
        let room = MAX_CHOICE_LINE - line.text.len().min(MAX_CHOICE_LINE);
        if piece.text.len() > room {
            line.too_long = true;
        }
        line.text
            .extend_from_slice(&piece.text[..piece.text.len().min(room)]);
        piece.text.len()
    })?;
    if first {
        line.start = Pos {
            line: scanner.line().saturating_sub(1).max(1),
            col: 1,
        };
    }
    Some(line)
}

/// The options after a choice, best first, with their values, and the cost of the one
/// chosen.
fn priced<G: Decisions>(
    game: &G,
    at: &G::Position,
    options: &[Priced<G::Choice, G::Position, G::Value>],
    best: usize,
    chosen: usize,
    board: &Board<'_>,
) -> String {
    let mut order: Vec<usize> = (0..options.len()).collect();
    // Stable: equal values keep the game's order, the best first among them.
    order.sort_by(|&a, &b| {
        options[b]
            .value
            .partial_cmp(&options[a].value)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then((a != best).cmp(&(b != best)))
    });
    let mut listed: Vec<usize> = order.iter().copied().take(LISTED).collect();
    if !listed.contains(&chosen) {
        listed.push(chosen);
    }
    let rows: Vec<(String, String)> = listed
        .iter()
        .map(|&index| {
            (
                game.name(at, &options[index].choice),
                game.worth(options[index].value),
            )
        })
        .collect();
    let name_width = rows
        .iter()
        .map(|(name, _)| name.chars().count())
        .max()
        .unwrap_or(0);
    let value_width = rows
        .iter()
        .map(|(_, value)| value.chars().count())
        .max()
        .unwrap_or(0);
    let cost = options[best].value.minus(options[chosen].value);
    let mut text = String::new();
    for (&index, (name, value)) in listed.iter().zip(&rows) {
        let mark = match (index == best, index == chosen) {
            (true, true) => board.paint("best, yours", GREEN),
            (true, false) => board.paint("best", GREEN),
            (false, true) if cost > G::Value::ZERO => {
                board.paint(&format!("yours: costs {}", game.cost(cost)), RED)
            }
            (false, true) => "yours, as good".to_owned(),
            (false, false) => String::new(),
        };
        let line = format!("  {name:<name_width$}  {value:>value_width$}  {mark}");
        text.push_str(line.trim_end());
        text.push('\n');
    }
    let more = options.len() - listed.len();
    if more > 0 {
        text.push_str(&format!("  ... and {more} more\n"));
    }
    text.pop();
    text
}

/// The test's report: one line a decision, the biggest mistakes first.
fn test_report<G: Decisions>(game: &G, made: &[Made<G::Value>], board: &Board<'_>) -> String {
    let mut order: Vec<&Made<G::Value>> = made.iter().collect();
    order.sort_by(|a, b| {
        b.cost
            .partial_cmp(&a.cost)
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let costs: Vec<String> = order
        .iter()
        .map(|decision| game.cost(decision.cost))
        .collect();
    let cost_width = costs
        .iter()
        .map(|cost| cost.chars().count())
        .max()
        .unwrap_or(0)
        .max(4);
    let number_width = made.len().to_string().len().max(1);
    let chosen_width = order
        .iter()
        .map(|decision| decision.chosen.chars().count())
        .max()
        .unwrap_or(0)
        .max(5);
    let best_width = order
        .iter()
        .map(|decision| decision.best.chars().count())
        .max()
        .unwrap_or(0)
        .max(4);
    let mut text = format!(
        "The decisions, the biggest mistakes first:\n{:>cost_width$}  {:>number_width$}  {:<chosen_width$}  {:<best_width$}  position\n",
        "cost", "#", "chose", "best"
    );
    for (decision, cost) in order.iter().zip(&costs) {
        let cost = if decision.cost > G::Value::ZERO {
            board.paint(&format!("{cost:>cost_width$}"), RED)
        } else {
            format!("{cost:>cost_width$}")
        };
        text.push_str(&format!(
            "{cost}  {:>number_width$}  {:<chosen_width$}  {:<best_width$}  {}\n",
            decision.number, decision.chosen, decision.best, decision.position
        ));
    }
    text.pop();
    text
}

/// The last line: how many decisions, their total and mean cost, and the seed of the
/// chance there was.
fn totals<G: Decisions>(
    game: &G,
    made: &[Made<G::Value>],
    total: G::Value,
    seed: Option<u64>,
) -> String {
    let count = made.len();
    let mistakes = made
        .iter()
        .filter(|decision| decision.cost > G::Value::ZERO)
        .count();
    let mut text = format!(
        "Your {}: total cost {} {}, mean {} a decision; {} not the best.",
        crate::text::plural(count as u64, "decision", "decisions"),
        game.cost(total),
        G::UNIT,
        game.per_decision(mean(total, count)),
        crate::text::plural(mistakes as u64, "choice", "choices"),
    );
    if let Some(seed) = seed {
        text.push_str(&format!(" The chance drawn: --seed {seed}."));
    }
    text
}

/// The mean of `count` costs adding up to `total` (0 for none).
fn mean<V: Amount>(total: V, count: usize) -> f64 {
    if count == 0 {
        0.0
    } else {
        total.as_f64() / count as f64
    }
}

/// A seed from the clock, when `--seed` is not given.
fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_nanos() as u64);
    SplitMix64::new(nanos ^ u64::from(std::process::id()).rotate_left(32)).next_u64()
}
