import { describe, expect, it } from 'vitest';
import { buildAssetTree } from './asset-tree';

describe('buildAssetTree', () => {
  it('nests each level under its parent in row order, and rolls the highest class up', () => {
    const tree = buildAssetTree({
      sites: [
        { id: 's1', code: 'S-001', name: 'North' },
        { id: 's2', code: 'S-002', name: 'Empty' },
      ],
      infrastructures: [
        { id: 'i1', parentID: 's1', code: 'I-001', name: 'TSF' },
        { id: 'i2', parentID: 's1', code: 'I-002', name: 'Water dam' },
      ],
      facilities: [
        { id: 'f1', parentID: 'i1', code: 'F-001', name: 'Main wall', consequenceClass: 'high' },
        { id: 'f2', parentID: 'i1', code: 'F-002', name: 'Saddle', consequenceClass: 'extreme' },
        { id: 'f3', parentID: 'i2', code: 'F-003', name: 'Spillway', consequenceClass: null },
      ],
      crossSections: [
        { id: 'x1', parentID: 'f1', code: 'XS-001', name: 'Ch 100', consequenceClass: 'high' },
        { id: 'x2', parentID: 'f1', code: 'XS-002', name: 'Ch 200', consequenceClass: 'low' },
      ],
    });
    expect(tree.map((site) => [site.code, site.consequenceClass, site.children.length])).toEqual([
      ['S-001', 'extreme', 2],
      ['S-002', null, 0],
    ]);
    const [tsf, dam] = tree[0]!.children;
    expect(tsf).toMatchObject({ assetType: 'infrastructure', code: 'I-001', consequenceClass: 'extreme' });
    expect(dam).toMatchObject({ code: 'I-002', consequenceClass: null });
    expect(tsf!.children.map((facility) => facility.code)).toEqual(['F-001', 'F-002']);
    expect(tsf!.children[0]!.children).toEqual([
      {
        assetType: 'cross-section',
        assetID: 'x1',
        code: 'XS-001',
        name: 'Ch 100',
        consequenceClass: 'high',
        children: [],
      },
      {
        assetType: 'cross-section',
        assetID: 'x2',
        code: 'XS-002',
        name: 'Ch 200',
        consequenceClass: 'low',
        children: [],
      },
    ]);
  });
});
