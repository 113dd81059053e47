//! `stone-game serve` among slow and silent clients (the server is the same in every
//! binary; the live lesson itself is tested in every solver's shared suite).

use crate::STONE_GAME;

#[test]
fn slow_and_silent_clients_block_no_one() {
    dp_testing::serve::assert_slow_clients_block_no_one(STONE_GAME);
}
