//! Symbol lookups inside a lookup cache scope (`strata_ir::symbols`) answer
//! as a scan of the table would, while the table changes under them: the
//! first definition of a name wins, an erased one gives way to the next,
//! and a symbol that replaced an erased one of its name is found. A
//! retained table keeps its index from one scope to the next; the tables
//! nested in its children do not.

use strata_ir::symbols::{cache_scope, lookup_symbol_in, retain_enclosing_tables, symbol_name};
use strata_ir::{Body, Context, OpId};
use strata_syntax::{parse_source, ParseConfig, SourceFile};

const MODULE: &str = "func.func private @a()\nfunc.func private @b()\nfunc.func private @c()\n\
                      func.func private @b()\n";

fn named(ctx: &Context, body: &Body, root: OpId, name: &str) -> Vec<OpId> {
    let block = body.entry_block(body.regions(root)[0]).expect("a module block");
    body.block_ops(block).filter(|&o| symbol_name(ctx, body, o) == Some(name.as_bytes())).collect()
}

#[test]
fn cached_lookups_follow_the_table_as_it_changes() {
    let ctx = strata_opt::make_context(&strata_init::all_dialects());
    let src = SourceFile::new("t.mlir", MODULE.as_bytes().to_vec());
    let mut m = parse_source(&ctx, &src, ParseConfig::default()).expect("the input parses");
    let root = m.root;
    let _scope = cache_scope();
    let lookup = |body: &Body, name: &str| lookup_symbol_in(&ctx, body, root, name.as_bytes());
    let (a, b) = (named(&ctx, &m.body, root, "a")[0], named(&ctx, &m.body, root, "b"));
    assert_eq!(lookup(&m.body, "a"), Some(a));
    assert_eq!(lookup(&m.body, "b"), Some(b[0]), "the first definition");
    assert_eq!(lookup(&m.body, "d"), None);
    // The first `@b` erased: the second one is the table's `@b` now.
    m.body.erase_op(b[0]);
    assert_eq!(lookup(&m.body, "b"), Some(b[1]));
    // `@a` replaced by a new function of its name, made from `@c` (not
    // announced to the cache).
    let c = named(&ctx, &m.body, root, "c")[0];
    let mut mapping = Default::default();
    let new_a = m.body.clone_op(c, &mut mapping);
    let props = m.body.properties(new_a).expect("a function has properties");
    let name = ctx.string_attr("a");
    m.body.set_properties(new_a, Some(ctx.dict_with(props, ctx.ident("sym_name"), Some(name))));
    let block = m.body.entry_block(m.body.regions(root)[0]).expect("a module block");
    m.body.append_op(block, new_a);
    m.body.erase_op(a);
    assert_eq!(lookup(&m.body, "a"), Some(new_a));
    assert_eq!(lookup(&m.body, "c"), Some(c));
}

/// A copy of the function `from` named `name`, appended to `table`'s block
/// (not announced to any cache).
fn add_function(ctx: &Context, body: &mut Body, table: OpId, from: OpId, name: &str) -> OpId {
    let mut mapping = Default::default();
    let new = body.clone_op(from, &mut mapping);
    let props = body.properties(new).expect("a function has properties");
    body.set_properties(new, Some(ctx.dict_with(props, ctx.ident("sym_name"), Some(ctx.string_attr(name)))));
    let block = body.entry_block(body.regions(table)[0]).expect("a table block");
    body.append_op(block, new);
    new
}

#[test]
fn retained_tables_keep_their_index_between_scopes_and_nested_ones_do_not() {
    let ctx = strata_opt::make_context(&strata_init::all_dialects());
    let text = "func.func private @a()\nmodule @inner {\n  func.func private @x()\n}\n";
    let src = SourceFile::new("t.mlir", text.as_bytes().to_vec());
    let mut m = parse_source(&ctx, &src, ParseConfig::default()).expect("the input parses");
    let root = m.root;
    let a = named(&ctx, &m.body, root, "a")[0];
    let inner = named(&ctx, &m.body, root, "inner")[0];
    let x = named(&ctx, &m.body, inner, "x")[0];
    let lookup = |body: &Body, table: OpId, name: &str| {
        let _scope = cache_scope();
        lookup_symbol_in(&ctx, body, table, name.as_bytes())
    };
    let retain = retain_enclosing_tables(&ctx, &m.body, root);
    assert_eq!(lookup(&m.body, root, "a"), Some(a));
    assert_eq!(lookup(&m.body, inner, "y"), None);
    // A pass on the child `@inner` adds to its own table: found, as the
    // nested table's index did not outlive its scope.
    let y = add_function(&ctx, &mut m.body, inner, x, "y");
    assert_eq!(lookup(&m.body, inner, "y"), Some(y));
    // The retained table kept its index: a symbol added to it behind the
    // cache's back (which no pass on a child may do) is not seen...
    let b = add_function(&ctx, &mut m.body, root, a, "b");
    assert_eq!(lookup(&m.body, root, "b"), None);
    // ...but an erased one is never answered.
    m.body.erase_op(a);
    assert_eq!(lookup(&m.body, root, "a"), None);
    // Once the retain ends, scopes index afresh.
    drop(retain);
    assert_eq!(lookup(&m.body, root, "b"), Some(b));
}
