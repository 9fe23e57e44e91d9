import { describe, expect, it } from 'vitest';
import { builtFiles, offlineScope } from './keep-offline';

describe('offlineScope', () => {
  it('gives the worker the e-ticket paths only', () => {
    expect(offlineScope('/personal/meetSchedule/detail/31')).toBe('/personal/meetSchedule/detail/');
    expect(offlineScope('/meetScheduleDetail')).toBe('/meetScheduleDetail');
    expect(offlineScope('/meetSchedule')).toBeNull();
    expect(offlineScope('/')).toBeNull();
    expect(offlineScope('/personal/attend/detail/31')).toBeNull();
  });
});

describe('builtFiles', () => {
  it('keeps same-origin built files once, nothing else', () => {
    const origin = 'https://app.example';
    const files = builtFiles(
      [
        { name: 'https://app.example/assets/index-abc.js' },
        { name: 'https://app.example/assets/index-abc.js' },
        { name: 'https://app.example/assets/zh-meeting-1.js' },
        { name: 'https://app.example/service/home/load/v3' },
        { name: 'https://cdn.example/assets/x.js' },
        { name: 'not a url' },
      ],
      origin,
    );
    expect(files).toEqual(['https://app.example/assets/index-abc.js', 'https://app.example/assets/zh-meeting-1.js']);
  });
});
