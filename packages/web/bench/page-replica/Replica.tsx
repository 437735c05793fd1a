/**
 * A page's server DOM rendered with the site's runtime libraries and nothing of the site's own: the
 * like-for-like reference of `measure-first-seconds.mjs`. Each element is what the site's server wrote; an
 * element the site styled with styled-components is a styled component of the same id whose CSS is the site's
 * rule for it; an in-site link is React Router's `Link`; buttons, fields and forms answer as plain handlers.
 */
import { createElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

/** A captured node: text, or an element's tag, attributes and children (pageReplica.mjs captures it). */
type ReplicaNode = string | [tag: string, attributes: Record<string, string>, children: ReplicaNode[]];

/** What the reference needs of the site's stylesheet: each generated class's own rule body. */
export type ReplicaPage = { tree: ReplicaNode[]; rules: Record<string, string> };

const renamed: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  autocomplete: 'autoComplete',
  enterkeyhint: 'enterKeyHint',
  inputmode: 'inputMode',
  spellcheck: 'spellCheck',
  crossorigin: 'crossOrigin',
  srcset: 'srcSet',
  datetime: 'dateTime',
  value: 'defaultValue',
  checked: 'defaultChecked',
};
const booleans = new Set(['disabled', 'hidden', 'required', 'multiple', 'open', 'defaultChecked', 'readOnly']);
const camel = (name: string) => name.replace(/[-:]([a-z])/g, (_, letter: string) => letter.toUpperCase());

function styleObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    style[name.startsWith('--') ? name : camel(name)] = declaration.slice(colon + 1).trim();
  }
  return style;
}

/** Every control's handler: the libraries' cost of a handled control, with none of the site's work behind it. */
const answer = () => undefined;
const submitted = (event: { preventDefault(): void }) => event.preventDefault();

function propsOf(tag: string, attributes: Record<string, string>, inSvg: boolean): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'style') props.style = styleObject(value);
    else if (name.startsWith('aria-') || name.startsWith('data-')) props[name] = value;
    else {
      const prop = renamed[name] ?? (inSvg ? camel(name) : name);
      props[prop] = booleans.has(prop) ? true : value;
    }
  }
  if (tag === 'button' || attributes.role) props.onClick = answer;
  if (tag === 'input' || tag === 'textarea' || tag === 'select') props.onChange = answer;
  if (tag === 'form') props.onSubmit = submitted;
  return props;
}

const styledOf = new Map<string, ReturnType<typeof styled.div>>();

/** The styled component of a site class pair (`sc-…` id, generated class): one per pair, as the site has. */
function styledComponent(tag: string, componentId: string, css: string) {
  const key = `${tag}|${componentId}|${css}`;
  let component = styledOf.get(key);
  if (!component) {
    const make = styled(tag as 'div').withConfig({ componentId });
    component = make`
      ${css}
    `;
    styledOf.set(key, component);
  }
  return component;
}

function element(node: ReplicaNode, key: number, rules: Record<string, string>, inSvg: boolean): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, attributes, children] = node;
  const svg = inSvg || tag === 'svg';
  const props = propsOf(tag, attributes, svg);
  props.key = key;
  // A textarea's text is its default value in React, not its children.
  if (tag === 'textarea') props.defaultValue = children.join('');
  const content = tag === 'textarea' ? [] : children.map((child, index) => element(child, index, rules, svg));
  if (tag === 'a' && attributes.href?.startsWith('/') && !attributes.target) {
    const { href, ...rest } = props;
    return createElement(Link, { ...rest, to: href as string }, ...content);
  }
  const classes = (attributes.class ?? '').split(' ');
  const componentId = classes.find((name) => name.startsWith('sc-'));
  if (componentId) {
    const generated = classes.find((name) => rules[name] !== undefined);
    // The site's generated class stays: its other rules (states, media queries) are the site's stylesheet's.
    const rest = classes.filter((name) => name !== componentId).join(' ');
    const Styled = styledComponent(tag, componentId, generated ? rules[generated] : '');
    return createElement(Styled, { ...props, className: rest || undefined }, ...content);
  }
  return createElement(tag, props, ...content);
}

export function Replica({ page }: { page: ReplicaPage }) {
  return <>{page.tree.map((node, index) => element(node, index, page.rules, false))}</>;
}
