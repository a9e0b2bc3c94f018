/**
 * A polite live region (role=status) kept at the end of body, made once by its id: a region added together
 * with its text is not announced, so each is made before its first message and stays (WCAG 4.1.3).
 */
export function politeStatusRegion(id: string, testId: string, doc: Document = document): HTMLElement {
  let region = doc.getElementById(id);
  if (!region) {
    region = doc.createElement('div');
    region.id = id;
    region.className = 'visually-hidden';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    region.dataset.testid = testId;
    doc.body.appendChild(region);
  }
  return region;
}
