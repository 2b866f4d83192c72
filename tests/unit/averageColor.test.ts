import { describe, expect, it } from 'vitest';
import { sampleSize, sqrtAverage } from '~/components/thumbnail/averageColor';

describe('sampleSize', () => {
  it('scales the longer side down to 100 px, keeping the ratio', () => {
    expect(sampleSize(1920, 1080)).toEqual({ width: 100, height: 56 });
    expect(sampleSize(600, 900)).toEqual({ width: 67, height: 100 });
  });

  it('never upscales nor goes below 10 px', () => {
    expect(sampleSize(50, 40)).toEqual({ width: 50, height: 40 });
    expect(sampleSize(2000, 100)).toEqual({ width: 2000, height: 100 });
  });
});

describe('sqrtAverage', () => {
  it('is the root mean square of each channel', () => {
    const data = [0, 0, 0, 255, 200, 100, 50, 255];
    expect(sqrtAverage(data)).toEqual([141, 71, 35]);
  });

  it('weights pixels by their alpha and ignores transparent ones', () => {
    expect(sqrtAverage([255, 0, 0, 255, 0, 255, 0, 0])).toEqual([255, 0, 0]);
    expect(sqrtAverage([10, 20, 30, 0])).toBeNull();
  });
});
