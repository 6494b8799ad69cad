import { describe, expect, it } from 'vitest';
import { nestAssetTree, type AssetTreeRow } from './asset-tree';

const row = (id: string, parentID: string | null, code: string, extra: Partial<AssetTreeRow> = {}): AssetTreeRow => ({
  id,
  parentID,
  code,
  name: `Asset ${code}`,
  consequenceClass: null,
  childCount: 0,
  ...extra,
});

describe('nestAssetTree', () => {
  it('nests each level under its parent in row order, with the classes and counts of the rows', () => {
    const tree = nestAssetTree([
      {
        assetType: 'site',
        rows: [row('s1', null, 'S-001', { consequenceClass: 'extreme', childCount: 2 }), row('s2', null, 'S-002')],
      },
      {
        assetType: 'infrastructure',
        rows: [
          row('i1', 's1', 'I-001', { consequenceClass: 'extreme', childCount: 2 }),
          row('i2', 's1', 'I-002', { childCount: 1 }),
        ],
      },
      {
        assetType: 'facility',
        rows: [
          row('f1', 'i1', 'F-001', { consequenceClass: 'high', childCount: 2 }),
          row('f2', 'i1', 'F-002', { consequenceClass: 'extreme' }),
          row('f3', 'i2', 'F-003'),
        ],
      },
      {
        assetType: 'cross-section',
        rows: [
          row('x1', 'f1', 'XS-001', { consequenceClass: 'high' }),
          row('x2', 'f1', 'XS-002', { consequenceClass: 'low' }),
        ],
      },
    ]);
    expect(tree.map((site) => [site.code, site.consequenceClass, site.childCount, site.children.length])).toEqual([
      ['S-001', 'extreme', 2, 2],
      ['S-002', null, 0, 0],
    ]);
    const [tsf, dam] = tree[0]!.children;
    expect(tsf).toMatchObject({ assetType: 'infrastructure', code: 'I-001', consequenceClass: 'extreme' });
    expect(dam).toMatchObject({ code: 'I-002', consequenceClass: null, childCount: 1 });
    expect(tsf!.children.map((facility) => facility.code)).toEqual(['F-001', 'F-002']);
    expect(tsf!.children[0]!.children).toEqual([
      {
        assetType: 'cross-section',
        assetID: 'x1',
        code: 'XS-001',
        name: 'Asset XS-001',
        consequenceClass: 'high',
        childCount: 0,
        children: [],
      },
      {
        assetType: 'cross-section',
        assetID: 'x2',
        code: 'XS-002',
        name: 'Asset XS-002',
        consequenceClass: 'low',
        childCount: 0,
        children: [],
      },
    ]);
  });

  it('answers a level the tree stops at with its counts and no children, and nothing for no levels', () => {
    const level = nestAssetTree([
      { assetType: 'facility', rows: [row('f1', 'i1', 'F-001', { consequenceClass: 'high', childCount: 3 })] },
    ]);
    expect(level).toEqual([
      {
        assetType: 'facility',
        assetID: 'f1',
        code: 'F-001',
        name: 'Asset F-001',
        consequenceClass: 'high',
        childCount: 3,
        children: [],
      },
    ]);
    expect(nestAssetTree([])).toEqual([]);
  });
});
