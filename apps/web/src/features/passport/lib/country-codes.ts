/** The country calling codes offered beside a phone number (issue 2: a short list, 86 first). */
export const COUNTRY_CODES = [
  { code: '86', zh: '中国大陆', en: 'China' },
  { code: '852', zh: '中国香港', en: 'Hong Kong' },
  { code: '853', zh: '中国澳门', en: 'Macau' },
  { code: '886', zh: '中国台湾', en: 'Taiwan' },
  { code: '1', zh: '美国/加拿大', en: 'US/Canada' },
  { code: '44', zh: '英国', en: 'UK' },
  { code: '81', zh: '日本', en: 'Japan' },
  { code: '82', zh: '韩国', en: 'Korea' },
  { code: '65', zh: '新加坡', en: 'Singapore' },
  { code: '61', zh: '澳大利亚', en: 'Australia' },
  { code: '49', zh: '德国', en: 'Germany' },
  { code: '33', zh: '法国', en: 'France' },
] as const;

export const DEFAULT_COUNTRY_CODE = '86';
