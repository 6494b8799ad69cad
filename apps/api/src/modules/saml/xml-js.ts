/**
 * Reading the xml2js objects node-saml produces (`{ $: attributes, _: text, Child: [ … ] }`, names
 * without namespace prefixes) without trusting their shape.
 */
export interface XmlNode {
  [key: string]: unknown;
}

export function isXmlNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function childNodes(node: XmlNode | undefined, name: string): XmlNode[] {
  const value = node?.[name];
  if (Array.isArray(value)) return value.filter(isXmlNode);
  return isXmlNode(value) ? [value] : [];
}

export function firstChild(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return childNodes(node, name)[0];
}

export function attributeOf(node: XmlNode | undefined, name: string): string | undefined {
  const attributes = node?.['$'];
  if (!isXmlNode(attributes)) return undefined;
  const value = attributes[name];
  return typeof value === 'string' ? value : undefined;
}

export function textOf(node: XmlNode | undefined): string | undefined {
  const value = node?.['_'];
  return typeof value === 'string' ? value : undefined;
}
