import { imagePixelRatios, saveDataMode, videoPreload } from './save-data';

describe('saveDataMode', () => {
  it('is on with data saving, or on a 2g or slow-2g connection', () => {
    expect(saveDataMode({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(saveDataMode({ effectiveType: '2g' })).toBe(true);
    expect(saveDataMode({ effectiveType: 'slow-2g' })).toBe(true);
  });

  it('is off on faster connections and where the browser does not tell', () => {
    expect(saveDataMode({ saveData: false, effectiveType: '3g' })).toBe(false);
    expect(saveDataMode({ effectiveType: '4g' })).toBe(false);
    expect(saveDataMode({})).toBe(false);
    expect(saveDataMode(undefined)).toBe(false);
  });

  it("reads the browser's navigator.connection by default, at each call", () => {
    const connection = { saveData: false, effectiveType: '4g' };
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    try {
      expect(saveDataMode()).toBe(false);
      connection.saveData = true;
      expect(saveDataMode()).toBe(true);
      expect(imagePixelRatios()).toEqual([1]);
      expect(videoPreload()).toBe('none');
    } finally {
      delete (navigator as Navigator & { connection?: unknown }).connection;
    }
    expect(saveDataMode()).toBe(false);
  });
});

test('images offer pixel ratios 1 to 3, or 1 alone in Save-Data mode', () => {
  expect(imagePixelRatios({ effectiveType: '4g' })).toEqual([1, 2, 3]);
  expect(imagePixelRatios({ effectiveType: 'slow-2g' })).toEqual([1]);
});

test('videos load nothing before play in Save-Data mode', () => {
  expect(videoPreload({ saveData: true })).toBe('none');
  expect(videoPreload({ effectiveType: '4g' })).toBeUndefined();
});
