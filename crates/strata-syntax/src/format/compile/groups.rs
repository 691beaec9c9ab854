//! Compiling the composite elements of a format: `custom<Name>(...)`
//! directives and their arguments, optional groups (anchor, first
//! element, elided unit anchor) and `oilist(...)` clauses.

use super::{CResult, Ctx, FormatParser, Tok};
use crate::format::ast::{is_keyword, Anchor, CustomArg, Element, OiClause, OptionalGroup, TypeArg, VarRef};
use crate::format::spec::{AttrFormat, AttrPresence};
use strata_ir::Arity;

impl FormatParser<'_, '_> {
    pub(super) fn parse_custom(&mut self, start: usize, ctx: Ctx) -> CResult<Element> {
        if !matches!(ctx, Ctx::Top | Ctx::Optional | Ctx::OiList) {
            return self.err(start, "'custom' is only valid as a top-level directive, in an optional group or oilist");
        }
        self.expect_punct(b'<', "expected '<' before custom directive name")?;
        let Tok::Ident(name) = self.tok else {
            return self.err(self.tok_start, "expected custom directive name identifier");
        };
        let name_start = self.tok_start;
        self.bump()?;
        self.expect_punct(b'>', "expected '>' after custom directive name")?;
        self.expect_punct(b'(', "expected '(' before custom directive parameters")?;
        let Some(directive) = self.customs.get(name) else {
            return self.err(name_start, format!("unknown custom directive '{name}'"));
        };
        let mut args = Vec::new();
        while self.tok != Tok::Punct(b')') {
            args.push(self.parse_custom_arg(false)?);
            if self.tok != Tok::Punct(b',') {
                break;
            }
            self.bump()?;
        }
        self.expect_punct(b')', "expected ')' after custom directive parameters")?;
        // What the directive stores is elided from `attr-dict` as if the
        // format named it.
        for name in directive.stores {
            if let Some(i) = self.spec.attr_index(name) {
                self.seen.attrs[i] = true;
            }
        }
        Ok(Element::Custom { directive, args, space: false })
    }

    fn parse_custom_arg(&mut self, in_ref: bool) -> CResult<CustomArg> {
        let start = self.tok_start;
        match self.tok {
            Tok::Str(s) => {
                self.bump()?;
                Ok(CustomArg::String(s.to_string()))
            }
            Tok::Ident("ref") if !in_ref => {
                self.bump()?;
                self.expect_punct(b'(', "expected '(' before argument list")?;
                let inner = self.parse_custom_arg(true)?;
                self.expect_punct(b')', "expected ')' after argument list")?;
                Ok(CustomArg::Ref(Box::new(inner)))
            }
            Tok::Ident("type") => {
                self.bump()?;
                self.expect_punct(b'(', "expected '(' before argument list")?;
                let arg = self.parse_type_arg(!in_ref)?;
                self.expect_punct(b')', "expected ')' after argument list")?;
                Ok(CustomArg::Type(arg))
            }
            Tok::Ident("attr-dict") => {
                self.bump()?;
                if !in_ref && std::mem::replace(&mut self.seen.attr_dict, true) {
                    return self.err(start, "'attr-dict' directive has already been seen");
                }
                Ok(CustomArg::AttrDict)
            }
            Tok::Var(_) => {
                let ctx = if in_ref { Ctx::Custom } else { Ctx::Optional };
                match self.parse_element(ctx)? {
                    Element::Var { var: VarRef::Result(_), .. } => {
                        self.err(start, "result variables can only be used as a child to a 'type' directive")
                    }
                    Element::Var { var, .. } => Ok(CustomArg::Var(var)),
                    _ => self.err(start, "only variables and types may be used as parameters to a custom directive"),
                }
            }
            _ => self.err(start, "only variables and types may be used as parameters to a custom directive"),
        }
    }

    pub(super) fn parse_optional_group(&mut self, start: usize) -> CResult<Element> {
        let mut then = Vec::new();
        let mut anchor: Option<Anchor> = None;
        while self.tok != Tok::Punct(b')') {
            let el_start = self.tok_start;
            let el = self.parse_element(Ctx::Optional)?;
            if self.tok == Tok::Punct(b'^') {
                self.bump()?;
                if anchor.is_some() {
                    return self.err(el_start, "only one element can be marked as the anchor of an optional group");
                }
                anchor = Some(self.anchor_of(el_start, &el)?);
            }
            then.push(el);
        }
        self.bump()?;
        let mut els = Vec::new();
        if self.tok == Tok::Punct(b':') {
            self.bump()?;
            self.expect_punct(b'(', "expected '(' to start else branch of optional group")?;
            while self.tok != Tok::Punct(b')') {
                els.push(self.parse_element(Ctx::Optional)?);
                if self.tok == Tok::Punct(b'^') {
                    return self.err(self.tok_start, "only the then-elements may contain the anchor");
                }
            }
            self.bump()?;
        }
        self.expect_punct(b'?', "expected '?' after optional group")?;
        let Some(anchor) = anchor else {
            return self.err(start, "optional group has no anchor element");
        };
        let first = then.iter().find(|e| !e.is_whitespace());
        match first {
            Some(Element::Literal { .. })
            | Some(Element::Var { .. })
            | Some(Element::Type { .. })
            | Some(Element::Custom { .. })
            | Some(Element::Operands { .. })
            | Some(Element::Regions { .. })
            | Some(Element::Successors { .. }) => {}
            _ => {
                return self.err(
                    start,
                    "first parsable element of an optional group must be a literal, variable, or custom directive",
                )
            }
        }
        let spec = self.spec;
        let elided = match anchor {
            Anchor::Var(VarRef::Attr(a)) if matches!(spec.attrs[a].format, AttrFormat::Unit) => {
                let pos = then.iter().position(|e| matches!(e, Element::Var { var: VarRef::Attr(x), .. } if *x == a));
                let first_then =
                    then.first().map(|e| matches!(e, Element::Var { var: VarRef::Attr(x), .. } if *x == a));
                match (pos, first_then) {
                    (Some(p), Some(false)) => Some(p),
                    _ => None,
                }
            }
            _ => None,
        };
        Ok(Element::Optional(Box::new(OptionalGroup { then, els, anchor, elided })))
    }

    fn anchor_of(&self, at: usize, el: &Element) -> CResult<Anchor> {
        let spec = self.spec;
        let check_var = |v: VarRef| -> CResult<()> {
            match v {
                VarRef::Operand(i) if spec.operands[i].arity == Arity::Single => {
                    self.err(at, "only variable length operands can be used within an optional group anchor")
                }
                VarRef::Result(i) if spec.results[i].arity == Arity::Single => {
                    self.err(at, "only variable length results can be used within an optional group anchor")
                }
                VarRef::Attr(i)
                    if matches!(spec.attrs[i].presence, AttrPresence::Required)
                        && !matches!(spec.attrs[i].format, AttrFormat::Unit) =>
                {
                    self.err(at, "only optional or default-valued attributes can be used to anchor an optional group")
                }
                _ => Ok(()),
            }
        };
        let of_type = |a: TypeArg| -> CResult<Anchor> {
            match a {
                TypeArg::Operand(i) => check_var(VarRef::Operand(i))?,
                TypeArg::Result(i) => check_var(VarRef::Result(i))?,
                _ => {}
            }
            Ok(Anchor::Type(a))
        };
        match el {
            Element::Var { var, .. } => {
                check_var(*var)?;
                Ok(Anchor::Var(*var))
            }
            Element::Type { arg, .. } => of_type(*arg),
            Element::FunctionalType { inputs, .. } => of_type(*inputs),
            Element::Custom { args, .. } => {
                let mut any = Vec::new();
                for a in args {
                    match a {
                        CustomArg::Var(v) => any.push(Anchor::Var(*v)),
                        CustomArg::Type(t) => any.push(Anchor::Type(*t)),
                        _ => {}
                    }
                }
                Ok(Anchor::Any(any))
            }
            _ => self.err(at, "only variables and types can be used to anchor an optional group"),
        }
    }

    pub(super) fn parse_oilist(&mut self) -> CResult<Element> {
        self.expect_punct(b'(', "expected '(' before oilist argument list")?;
        let mut clauses = Vec::new();
        loop {
            let start = self.tok_start;
            let Tok::Literal(kw) = self.tok else {
                return self.err(start, "expected literal, but got something else");
            };
            if !is_keyword(kw) {
                return self.err(start, "expected keyword literal in oilist clause");
            }
            self.bump()?;
            let mut elements = Vec::new();
            while !matches!(self.tok, Tok::Punct(b'|') | Tok::Punct(b')') | Tok::Eof) {
                elements.push(self.parse_element(Ctx::OiList)?);
            }
            let mut vars = Vec::new();
            collect_vars(&elements, &mut vars);
            let unit_attr = match elements.as_slice() {
                [Element::Var { var: VarRef::Attr(a), .. }]
                    if matches!(self.spec.attrs[*a].format, AttrFormat::Unit) =>
                {
                    Some(*a)
                }
                _ => None,
            };
            clauses.push(OiClause { keyword: kw.to_string(), keyword_space: false, elements, unit_attr, vars });
            if self.tok != Tok::Punct(b'|') {
                break;
            }
            self.bump()?;
        }
        self.expect_punct(b')', "expected ')' after oilist")?;
        Ok(Element::OiList { clauses })
    }
}

/// The variables an element list refers to (for oilist presence).
pub(crate) fn collect_vars(elements: &[Element], out: &mut Vec<VarRef>) {
    for e in elements {
        match e {
            Element::Var { var, .. } => out.push(*var),
            Element::Type { arg: TypeArg::Operand(i), .. } => out.push(VarRef::Operand(*i)),
            Element::Custom { args, .. } => {
                for a in args {
                    if let CustomArg::Var(v) = a {
                        out.push(*v);
                    }
                }
            }
            Element::Optional(g) => {
                collect_vars(&g.then, out);
                collect_vars(&g.els, out);
            }
            _ => {}
        }
    }
}
