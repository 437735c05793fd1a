export { CaptchaSlider, type CaptchaSliderProps } from './CaptchaSlider';
export { CaptchaPanel, type CaptchaPanelProps } from './CaptchaPanel';
