/**
 * Story decorator part: under test (`import.meta.env.MODE === 'test'`) it stops CSS animations so a
 * spinner's angle cannot make a screenshot unstable; in Storybook proper the motion stays visible.
 */
export function FreezeMotion() {
  if (import.meta.env.MODE !== 'test') return null;
  return <style>{'*, *::before, *::after { animation: none !important; transition: none !important; }'}</style>;
}
