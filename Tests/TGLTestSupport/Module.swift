// Test support module marker.
