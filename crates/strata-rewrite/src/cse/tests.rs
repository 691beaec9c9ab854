//! Unit tests of the CSE key: what the config ignores, hash and
//! equivalence agree on.

use strata_ir::{Attribute, Body, OpId, OperationState, Value};

use super::equivalence::Key;
use super::CseConfig;
use crate::fold_tests::{const_state, context, function};

fn add(ctx: &strata_ir::Context, body: &mut Body, block: strata_ir::BlockId, x: Value, attrs: Attribute) -> OpId {
    let mut st = OperationState::new(ctx.op_name("t.add"), ctx.unknown_loc());
    st.operands.extend([x, x]);
    st.result_types.push(ctx.integer_type(32));
    let op = body.create_op(st, ctx.empty_dictionary());
    body.set_attrs(op, attrs);
    body.append_op(block, op);
    op
}

#[test]
fn ignored_attributes_are_left_out_of_hash_and_equivalence_alike() {
    let ctx = context();
    let mut body = Body::new();
    let (_, entry, x) = function(&ctx, &mut body);
    let i64t = ctx.integer_type(64);
    let dict = |entries: &[(&str, i64)]| {
        ctx.dictionary_attr(entries.iter().map(|&(k, v)| (ctx.ident(k), ctx.integer_attr(i64t, v))).collect())
    };
    let named = add(&ctx, &mut body, entry, x, dict(&[("a", 1), ("op_name", 7)]));
    let unnamed = add(&ctx, &mut body, entry, x, dict(&[("a", 1)]));
    let other = add(&ctx, &mut body, entry, x, dict(&[("a", 2), ("op_name", 7), ("z", 0)]));
    let check = |config: CseConfig, expect: [bool; 3]| {
        let key = Key::new(&ctx, &config);
        for ((l, r), want) in [(named, unnamed), (named, other), (unnamed, other)].into_iter().zip(expect) {
            assert_eq!(key.equivalent(&body, l, r), want, "{config:?}");
            if want {
                assert_eq!(key.hash(&body, l), key.hash(&body, r), "{config:?}");
            }
        }
    };
    check(CseConfig::default(), [false, false, false]);
    let names =
        |n: &[&str]| CseConfig { ignore_attrs: n.iter().map(|s| s.to_string()).collect(), ..Default::default() };
    check(names(&["op_name"]), [true, false, false]);
    check(names(&["z", "op_name", "a"]), [true, true, true]);
    check(names(&["a", "z"]), [false, true, false]);
    check(CseConfig { ignore_all_discardable: true, ..Default::default() }, [true, true, true]);
}

#[test]
fn properties_count_whatever_the_config_names() {
    let ctx = context();
    let mut body = Body::new();
    let (_, entry, _) = function(&ctx, &mut body);
    let ty = ctx.integer_type(32);
    let consts: Vec<OpId> = [1, 2]
        .map(|v| {
            let st = const_state(&ctx, ctx.integer_attr(ty, v), ty, ctx.unknown_loc()).expect("state");
            let op = body.create_op(st, ctx.empty_dictionary());
            body.append_op(entry, op);
            op
        })
        .into();
    for config in [
        CseConfig { ignore_attrs: vec!["value".into()], ..Default::default() },
        CseConfig { ignore_all_discardable: true, ..Default::default() },
    ] {
        assert!(!Key::new(&ctx, &config).equivalent(&body, consts[0], consts[1]));
    }
}
