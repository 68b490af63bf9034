/// The system's accessibility settings (UIKit's `UIAccessibility`): all off, as on a device with
/// default settings; a render that needs one sets the SwiftUI environment instead (colour scheme
/// contrast, Dynamic Type size).
public enum UIAccessibility {
    /// VoiceOver: off.
    public static var isVoiceOverRunning: Bool { false }
    /// Switch Control: off.
    public static var isSwitchControlRunning: Bool { false }
    /// AssistiveTouch: off.
    public static var isAssistiveTouchRunning: Bool { false }
    /// Reduce Motion: off.
    public static var isReduceMotionEnabled: Bool { false }
    /// Reduce Transparency: off.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Bold Text: off.
    public static var isBoldTextEnabled: Bool { false }
    /// Increase Contrast: off.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Smart Invert: off.
    public static var isInvertColorsEnabled: Bool { false }
    /// Grayscale: off.
    public static var isGrayscaleEnabled: Bool { false }
    /// Differentiate Without Color: off.
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// On/Off Labels: off.
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    /// Button Shapes: off.
    public static var buttonShapesEnabled: Bool { false }
    /// Prefer Cross-Fade Transitions: off.
    public static var prefersCrossFadeTransitions: Bool { false }
    /// Auto-Play Video Previews: off.
    public static var isVideoAutoplayEnabled: Bool { false }
    /// Closed captions: off.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Mono Audio: off.
    public static var isMonoAudioEnabled: Bool { false }
    /// Shake to Undo: off.
    public static var isShakeToUndoEnabled: Bool { false }
    /// Speak Screen: off.
    public static var isSpeakScreenEnabled: Bool { false }
    /// Speak Selection: off.
    public static var isSpeakSelectionEnabled: Bool { false }
    /// Guided Access: off.
    public static var isGuidedAccessEnabled: Bool { false }
}
