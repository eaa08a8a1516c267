import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LinkifiedText } from './linkified-text';

describe('LinkifiedText', () => {
  it('turns http(s) URLs into links and leaves sentence punctuation outside', () => {
    const { container } = render(
      <LinkifiedText
        text={'Accept here: http://localhost:3000/auth?token=abc.\nDocs (https://example.com/a_(b)) end'}
      />,
    );
    const local = screen.getByRole('link', { name: 'http://localhost:3000/auth?token=abc' });
    expect(local).toHaveAttribute('href', 'http://localhost:3000/auth?token=abc');
    expect(local).not.toHaveAttribute('target');

    const external = screen.getByRole('link', { name: 'https://example.com/a_(b)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.textContent).toBe(
      'Accept here: http://localhost:3000/auth?token=abc.\nDocs (https://example.com/a_(b)) end',
    );
  });

  it('never renders markup from the text', () => {
    const { container } = render(
      <LinkifiedText text={'<img src=x onerror=alert(1)> <b>bold</b> javascript:alert(1)'} />,
    );
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.textContent).toContain('<b>bold</b>');
  });
});
