// The one module a plain HTML page loads: importing the entry defines <wayfare-homes-booking>.
import '@wayfare/homes/element';
