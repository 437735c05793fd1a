export { SafetyCheckSlider, type SafetyCheckSliderProps } from './SafetyCheckSlider';
export { SafetyCheckPanel, type SafetyCheckPanelProps } from './SafetyCheckPanel';
