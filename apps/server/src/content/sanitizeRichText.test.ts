import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitizeRichText.ts';

describe('sanitizeRichText', () => {
  it('keeps the formatting, lists, headings and links the editor makes', () => {
    const html =
      '<h2>Opening hours</h2><p><strong>Bold</strong>, <em>italic</em> and <a href="https://velo.example/terms">a link</a></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Opening hours</h2><p><strong>Bold</strong>, <em>italic</em> and <a href="https://velo.example/terms" rel="noopener noreferrer">a link</a></p><ul><li>one</li></ul><ol><li>two</li></ol>',
    );
  });

  it('drops scripts, event handlers, images, styles and script links', () => {
    const html =
      '<p onclick="steal()">Hi<script>steal()</script><img src=x onerror="steal()"><a href="javascript:steal()">x</a><span style="color:red">there</span></p><style>p{}</style><iframe src="https://evil.example"></iframe>';
    expect(sanitizeRichText(html)).toBe('<p>Hi<a rel="noopener noreferrer">x</a>there</p>');
  });

  it('keeps a template placeholder in double braces as it is', () => {
    expect(sanitizeRichText('<p>Your code is {{ResetCode}}, {{UserName}}.</p>')).toBe(
      '<p>Your code is {{ResetCode}}, {{UserName}}.</p>',
    );
  });
});
