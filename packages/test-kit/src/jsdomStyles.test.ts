import { describe, expect, it } from 'vitest';
import { visibilityRulesOf } from './jsdomStyles';

describe('visibilityRulesOf', () => {
  it('keeps only what decides whether an element shows, in the rule it came in', () => {
    expect(
      visibilityRulesOf(
        '.css-a{margin:0;display:-webkit-box;display:flex;color:red;opacity:0;pointer-events:none;}',
      ),
    ).toBe('.css-a{display:-webkit-box;display:flex;opacity:0;pointer-events:none}');
    expect(visibilityRulesOf('.css-b{visibility:hidden;}')).toBe('.css-b{visibility:hidden}');
  });

  it('keeps a media query that shows or hides, and drops one that only lays out', () => {
    expect(visibilityRulesOf('@media (min-width:900px){.css-c{display:none;gap:8px;}}')).toBe(
      '@media (min-width:900px){.css-c{display:none}}',
    );
    expect(visibilityRulesOf('@media (min-width:900px){.css-c{gap:8px;}}')).toBe('');
  });

  it('drops rules and keyframes that show nothing a test reads', () => {
    expect(visibilityRulesOf('.css-d:hover{background-color:#eee;}')).toBe('');
    expect(
      visibilityRulesOf('@keyframes spin{0%{transform:rotate(0)}100%{transform:rotate(360deg)}}'),
    ).toBe('');
  });
});
