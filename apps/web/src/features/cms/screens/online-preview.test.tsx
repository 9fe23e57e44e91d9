import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render';
import OnlinePreview from './online-preview';

const pattern = '/onlinePreview';
const at = (url: string, name?: string) =>
  `/onlinePreview?url=${encodeURIComponent(url)}${name ? `&name=${encodeURIComponent(name)}` : ''}`;

afterEach(cleanup);

describe('online preview', () => {
  it('refuses javascript: and data: URLs without putting them in any link', async () => {
    for (const url of [
      'javascript:alert(document.cookie)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.example/a.pdf',
    ]) {
      const { container } = await renderScreen(<OnlinePreview />, { path: at(url), pattern });
      expect(await screen.findByText('无法预览该文件')).toBeTruthy();
      expect(container.querySelector('a, img, object, iframe')).toBeNull();
      cleanup();
    }
  });

  it('shows a picture inline', async () => {
    await renderScreen(<OnlinePreview />, { path: at('/media/gen/cover/1.svg', '封面.svg'), pattern });
    const img = await screen.findByAltText('封面.svg');
    expect(img.getAttribute('src')).toBe('/media/gen/cover/1.svg');
  });

  it('embeds a PDF with a download link', async () => {
    const { container } = await renderScreen(<OnlinePreview />, {
      path: at('https://files.example/r.pdf', '报告.pdf'),
      pattern,
    });
    expect(await screen.findByRole('heading', { name: '报告.pdf' })).toBeTruthy();
    expect(container.querySelector('object')?.getAttribute('data')).toBe('https://files.example/r.pdf');
    // One at the top; the PDF's fallback (shown where the browser cannot embed it) offers another.
    for (const link of screen.getAllByTestId('preview-download')) {
      expect(link.getAttribute('href')).toBe('https://files.example/r.pdf');
      expect(link.getAttribute('download')).toBe('报告.pdf');
    }
  });

  it('offers other files as a download only', async () => {
    const { container } = await renderScreen(<OnlinePreview />, {
      path: at('/uploads/paper.docx'),
      pattern,
      lang: 'en',
    });
    expect(await screen.findByText('Files of this type cannot be previewed online')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'paper.docx' })).toBeTruthy();
    expect(screen.getByTestId('preview-download').getAttribute('href')).toBe('/uploads/paper.docx');
    expect(container.querySelector('object, img')).toBeNull();
  });
});
